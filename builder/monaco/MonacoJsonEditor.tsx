// The JSON view of a settings value, validated live by Monaco's JSON language service against the
// emitted JSON Schema. It and the structured view edit one value: text that does not parse stays here
// with a message while the value (and the structured view) keep the last valid one.
import Editor from '@monaco-editor/react';
import { useState } from 'react';
import { parseDraft, shownText } from '../editors/json-draft';
import { registerSchemaFor, type EditorSchemaName } from './json-schemas';
import { useSyncedValue } from './use-synced-value';

export interface MonacoJsonEditorProps {
  /** Distinguishes the models of several JSON views. */
  modelName: string;
  schemaName: EditorSchemaName;
  value: unknown;
  onChange(value: unknown): void;
}

export default function MonacoJsonEditor({ modelName, schemaName, value, onChange }: MonacoJsonEditorProps) {
  const uri = `inmemory://ignite/${modelName}.json`;
  const [draft, setDraft] = useState<string | null>(null);
  const text = shownText(draft, value);
  const parsed = parseDraft(text);
  const { defaultValue, handleMount, handleChange } = useSyncedValue(text, (next) => {
    setDraft(next);
    const result = parseDraft(next);
    if (result.ok) onChange(result.value);
  });
  return (
    <div className="ignite-json-editor">
      <Editor
        path={uri}
        language="json"
        height="60vh"
        defaultValue={defaultValue}
        beforeMount={() => registerSchemaFor(uri, schemaName)}
        options={{
          minimap: { enabled: false },
          fontSize: 13,
          scrollBeyondLastLine: false,
          fixedOverflowWidgets: true,
          // Completions come from the schema; words of the document would only crowd them.
          wordBasedSuggestions: 'off',
        }}
        onMount={handleMount}
        onChange={handleChange}
      />
      {!parsed.ok && (
        <div className="alert alert-warning py-1 px-2 mt-1 mb-0 ignite-json-editor__error" role="alert">
          {parsed.error}. The structured view keeps the last valid value.
        </div>
      )}
    </div>
  );
}
