// Keeps a Monaco editor and a React value in step without fighting the typist. Handing the value back
// as Monaco's `value` prop lets a render that lags behind the keyboard replace the text with an older
// one (keystrokes lost, the suggest widget closed). So the editor owns its text: a value the editor
// itself sent (its echo, however late) is ignored, and only a change made elsewhere is written in.
import type { OnChange, OnMount } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import { isEcho, rememberSent } from './sent-texts';

type CodeEditor = Parameters<OnMount>[0];

function write(editor: CodeEditor, text: string): void {
  const model = editor.getModel();
  if (!model || editor.getValue() === text) return;
  editor.executeEdits('', [{ range: model.getFullModelRange(), text, forceMoveMarkers: true }]);
  editor.pushUndoStop();
}

export function useSyncedValue(value: string, onChange: (text: string) => void) {
  const editorRef = useRef<CodeEditor | null>(null);
  const sent = useRef<string[]>([]);
  const writing = useRef(false);
  const writeValue = (editor: CodeEditor) => {
    writing.current = true;
    write(editor, value);
    writing.current = false;
  };
  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || isEcho(sent.current, value)) return;
    writeValue(editor);
    // writeValue reads only `value`; the effect runs when the value changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const handleMount: OnMount = (editor) => {
    editorRef.current = editor;
    writeValue(editor);
  };
  const handleChange: OnChange = (text = '') => {
    if (writing.current) return;
    rememberSent(sent.current, text);
    onChange(text);
  };
  return { editorRef, defaultValue: value, handleMount, handleChange };
}
