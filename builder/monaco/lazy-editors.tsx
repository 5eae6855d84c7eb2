// The Monaco editors, loaded on first use: Monaco lives in its own chunk, fetched only when a builder
// editor shows a script or a JSON view.
import { lazy, Suspense } from 'react';
import type { MonacoJsonEditorProps } from './MonacoJsonEditor';
import type { MonacoScriptEditorProps } from './MonacoScriptEditor';

const MonacoJsonEditor = lazy(() => import('./MonacoJsonEditor'));
const MonacoScriptEditor = lazy(() => import('./MonacoScriptEditor'));

const loading = <div className="text-body-secondary small">Loading the editor…</div>;

export function JsonEditor(props: MonacoJsonEditorProps) {
  return (
    <Suspense fallback={loading}>
      <MonacoJsonEditor {...props} />
    </Suspense>
  );
}

export function ScriptEditor(props: MonacoScriptEditorProps) {
  return (
    <Suspense fallback={loading}>
      <MonacoScriptEditor {...props} />
    </Suspense>
  );
}
