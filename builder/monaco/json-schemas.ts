// The JSON Schemas emitted in schemas/generated, given to Monaco's JSON language service per model:
// it then underlines errors at their path, shows descriptions on hover and completes property names
// and enum values.
import type { JSONSchema } from 'monaco-editor/languages/features/json/register';
import actionButton from '../../schemas/generated/action-button.schema.json';
import screenConfig from '../../schemas/generated/screen-config.schema.json';
import smartTable from '../../schemas/generated/smart-table.schema.json';
import { jsonDefaults } from './monaco-setup';

export const editorSchemas = {
  'screen-config': screenConfig,
  'smart-table': smartTable,
  'action-button': actionButton,
} as const;

export type EditorSchemaName = keyof typeof editorSchemas;

const registered = new Map<string, EditorSchemaName>();

/** Validates the model at `modelUri` against one of the emitted schemas. */
export function registerSchemaFor(modelUri: string, name: EditorSchemaName): void {
  if (registered.get(modelUri) === name) return;
  registered.set(modelUri, name);
  jsonDefaults.setDiagnosticsOptions({
    validate: true,
    enableSchemaRequest: false,
    // A value the schema refuses cannot be saved: an error, as in the problems panel, not a warning.
    schemaValidation: 'error',
    schemas: [...registered].map(([uri, schemaName]) => ({
      uri: `https://ignite.local/schemas/${schemaName}.schema.json`,
      fileMatch: [uri],
      schema: editorSchemas[schemaName] as JSONSchema,
    })),
  });
}
