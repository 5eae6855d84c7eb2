// The JSON view of a settings value, validated live by Monaco's JSON language service against the
// emitted JSON Schema. It and the structured view edit one value: text that does not parse (an emptied
// editor included) or that its owner refuses stays here with a message while the value (and the
// structured view) keep the last valid one.
import Editor from '@monaco-editor/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { parseDraft, shownText, type DraftRules } from '../editors/json-draft';
import { registerSchemaFor, type EditorSchemaName } from './json-schemas';
import { useSyncedValue } from './use-synced-value';

export interface MonacoJsonEditorProps {
  /** Distinguishes the models of several JSON views. */
  modelName: string;
  schemaName: EditorSchemaName;
  value: unknown;
  onChange(value: unknown): void;
  /** Told whether the text is a value (the value stays the last valid one until it is again). */
  onTextValid?(valid: boolean): void;
  /** Why a JSON value cannot be this value (the text then stays, with the reason), or nothing. */
  refusal?: DraftRules['refusal'];
}

export default function MonacoJsonEditor({
  modelName,
  schemaName,
  value,
  onChange,
  onTextValid,
  refusal,
}: MonacoJsonEditorProps) {
  const uri = `inmemory://ignite/${modelName}.json`;
  const [draft, setDraft] = useState<string | null>(null);
  const rules: DraftRules = { refusal };
  const text = shownText(draft, value, rules);
  const parsed = parseDraft(text, rules);
  const reportValidity = useRef(onTextValid);
  useLayoutEffect(() => {
    reportValidity.current = onTextValid;
  });
  useEffect(() => reportValidity.current?.(parsed.ok), [parsed.ok]);
  // Closed, the editor's text goes with it: the value is the last valid one.
  useEffect(() => () => reportValidity.current?.(true), []);
  const { defaultValue, handleMount, handleChange } = useSyncedValue(text, (next) => {
    setDraft(next);
    const result = parseDraft(next, rules);
    if (result.ok) onChange(result.value);
  });
  return (
    <div className="ignite-json-editor">
      {/* Above the editor, so a dialog's scrolling never hides it. */}
      {!parsed.ok && (
        <div className="alert alert-warning py-1 px-2 mb-1 ignite-json-editor__error" role="alert">
          {parsed.error}. Nothing can be applied or saved until it is valid; the structured view keeps the
          last valid value.
        </div>
      )}
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
    </div>
  );
}
