// The registry of custom Form.io components: one line per component.
import type { ComponentContext } from '../runtime/core/component-context';
import { registerFormioComponent, type FormioComponentClass } from './formio';
import { provideComponentContext } from './react-component';
import { ActionButton } from './action-button/ActionButton';
import { AppTimeline } from './app-timeline/AppTimeline';
import { DocumentFile } from './document-storage/DocumentFile';
import { EmbeddedReport } from './embedded-report/EmbeddedReport';
import { HtmlContent, HtmlElement } from './html-content/HtmlContent';
import { ScreenConfigComponent } from './screen-config/ScreenConfigComponent';
import { NamedTextArea } from './named-text-area/NamedTextArea';
import { ImportConfigurationLoader } from './smart-table/ImportConfigurationLoader';
import { SmartTable } from './smart-table/SmartTable';
import { UrlBasedTextField } from './url-based-textfield/UrlBasedTextField';
import { VectorCheckbox } from './vector-checkbox/VectorCheckbox';

export interface CustomComponentEntry {
  type: string;
  componentClass: FormioComponentClass;
}

export const customComponents: CustomComponentEntry[] = [
  { type: 'screen-config', componentClass: ScreenConfigComponent },
  { type: 'vector-checkbox', componentClass: VectorCheckbox },
  { type: 'app-timeline', componentClass: AppTimeline },
  { type: 'url-based-textfield', componentClass: UrlBasedTextField },
  { type: 'action-button', componentClass: ActionButton },
  { type: 'smart-table', componentClass: SmartTable },
  { type: 'smart-table-import-loader', componentClass: ImportConfigurationLoader },
  { type: 'embedded-report', componentClass: EmbeddedReport },
  { type: 'htmlelement', componentClass: HtmlElement },
  { type: 'content', componentClass: HtmlContent },
  { type: 'file', componentClass: DocumentFile },
  { type: 'textarea', componentClass: NamedTextArea },
];

/** Checks the registry itself: a type listed twice is a programming error found at start-up. */
export function assertUniqueTypes(entries: CustomComponentEntry[]): void {
  const seen = new Set<string>();
  for (const { type } of entries) {
    if (seen.has(type)) throw new Error(`Custom component type "${type}" is registered twice`);
    seen.add(type);
  }
}

let registered = false;

/**
 * Registers every custom component with Form.io (once, before the first form is created). A failing
 * registration is logged as spec 000 §8 says and does not stop the others.
 */
export function registerCustomComponents(context: ComponentContext, screen = 'portal'): void {
  provideComponentContext(context);
  if (registered) return;
  assertUniqueTypes(customComponents);
  for (const { type, componentClass } of customComponents) {
    try {
      registerFormioComponent(type, componentClass);
    } catch (error) {
      console.error(`Error while registering ${type}: ${screen}`, error);
    }
  }
  registered = true;
}
