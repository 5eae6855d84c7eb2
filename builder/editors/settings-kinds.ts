// The component settings the settings dialog edits: one TypeBox schema each (the structured view) and
// the JSON Schema emitted from it (the Monaco view).
import { ActionButton } from '../../schemas/actions';
import { SmartTableSettings } from '../../schemas/grid-options';
import { ScreenConfig } from '../../schemas/screen-config';
import type { JsonSchema } from './json-schema';

export type SettingsKind = 'screen-config' | 'smart-table' | 'action-button';

export const settingsSchemas: Record<SettingsKind, JsonSchema> = {
  'screen-config': ScreenConfig as JsonSchema,
  'smart-table': SmartTableSettings as JsonSchema,
  'action-button': ActionButton as JsonSchema,
};

export function settingsKindOf(component: { type?: unknown }): SettingsKind | undefined {
  const type = component.type;
  return type === 'screen-config' || type === 'smart-table' || type === 'action-button' ? type : undefined;
}
