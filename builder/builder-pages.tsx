// The builder's pages: one line each, paths relative to /forms.
import type { ComponentType } from 'react';
import { ScreenSettingsPage } from './editors/ScreenSettingsPage';
import { FormBuilderPage } from './form-builder/FormBuilderPage';
import { FormsListPage } from './forms-list/FormsListPage';
import { PackagesPage } from './packages/PackagesPage';
import { PreviewPage } from './preview/PreviewPage';
import { VersionsPage } from './versions/VersionsPage';

export interface BuilderPageEntry {
  path: string;
  Page: ComponentType;
}

export const builderPages: BuilderPageEntry[] = [
  { path: 'form-builder/:formId/versions', Page: VersionsPage },
  { path: 'form-builder/:formId/settings', Page: ScreenSettingsPage },
  { path: 'form-builder/:formId', Page: FormBuilderPage },
  { path: 'form-builder/:formId/preview', Page: PreviewPage },
  { path: 'form-builder', Page: FormsListPage },
  { path: 'packages', Page: PackagesPage },
];
