// Which of our component types carry settings checked when a form is saved: one line per type.
import type { TSchema } from 'typebox';
import { ActionButton } from './actions';
import { ApiTextFieldSettings } from './api-text-field';
import { EmbeddedReportSettings } from './embedded-report';
import { SmartTableSettings } from './grid-options';
import { PermissionTile } from './permission-tile';
import { ScreenConfig } from './screen-config';
import { TimelineSettings } from './timeline';

export interface ComponentSettingsSchema {
  type: string;
  schema: TSchema;
  /** At most one such component per form. */
  single?: boolean;
}

export const componentSettingsSchemas: ComponentSettingsSchema[] = [
  { type: 'screen-config', schema: ScreenConfig, single: true },
  { type: 'vector-checkbox', schema: PermissionTile },
  { type: 'app-timeline', schema: TimelineSettings },
  { type: 'url-based-textfield', schema: ApiTextFieldSettings },
  { type: 'action-button', schema: ActionButton },
  { type: 'smart-table', schema: SmartTableSettings },
  { type: 'embedded-report', schema: EmbeddedReportSettings },
];
