// A designer script in Monaco (JavaScript mode): completions of what the script can read, and a
// marker on a script that does not compile, before anything is saved.
import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useId } from 'react';
import { scriptSyntaxError, type ScriptCompletionContext } from '../editors/script-context';
import { monaco } from './monaco-setup';
import { forgetScriptContext, setScriptContext } from './script-completions';
import { useSyncedValue } from './use-synced-value';

export interface MonacoScriptEditorProps {
  id: string;
  value: string;
  onChange(value: string): void;
  context: ScriptCompletionContext;
}

type CodeEditor = Parameters<OnMount>[0];

function markSyntax(editor: CodeEditor, context: ScriptCompletionContext): void {
  const model = editor.getModel();
  if (!model) return;
  const error = scriptSyntaxError(model.getValue(), context.kind);
  const lastLine = model.getLineCount();
  monaco.editor.setModelMarkers(
    model,
    'ignite-script',
    error
      ? [
          {
            severity: monaco.MarkerSeverity.Error,
            message: error.message,
            startLineNumber: 1,
            startColumn: 1,
            endLineNumber: lastLine,
            endColumn: model.getLineMaxColumn(lastLine),
          },
        ]
      : [],
  );
}

export default function MonacoScriptEditor({ id, value, onChange, context }: MonacoScriptEditorProps) {
  const uri = `inmemory://ignite/script-${useId().replace(/[^\w-]/g, '')}.js`;
  const { editorRef, defaultValue, handleMount, handleChange } = useSyncedValue(value, onChange);
  useEffect(() => {
    setScriptContext(uri, context);
    if (editorRef.current) markSyntax(editorRef.current, context);
  }, [uri, context, editorRef]);
  useEffect(() => () => forgetScriptContext(uri), [uri]);
  const error = scriptSyntaxError(value, context.kind);
  return (
    <div className="ignite-script-editor" data-script-editor={id}>
      <Editor
        path={uri}
        language="javascript"
        height={`${Math.min(10, Math.max(2, value.split('\n').length + 1)) * 19 + 8}px`}
        defaultValue={defaultValue}
        options={{
          minimap: { enabled: false },
          lineNumbers: 'off',
          scrollBeyondLastLine: false,
          fontSize: 13,
          wordWrap: 'on',
          fixedOverflowWidgets: true,
        }}
        onMount={(editor, monacoInstance) => {
          handleMount(editor, monacoInstance);
          markSyntax(editor, context);
        }}
        onChange={(text, event) => {
          if (editorRef.current) markSyntax(editorRef.current, context);
          handleChange(text, event);
        }}
      />
      {error && (
        <div className="ignite-script-editor__error" role="alert">
          {error.message}
        </div>
      )}
    </div>
  );
}
