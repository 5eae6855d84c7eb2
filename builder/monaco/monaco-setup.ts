// Monaco from the app's own bundle, never a CDN: the editor API, the JSON language (with its worker,
// which validates against JSON Schema), JavaScript highlighting, and the few editor contributions the
// views use (the API alone has no suggest widget, hover, find or folding). Imported only by the lazily
// loaded editor components in this folder, so Monaco stays out of every other chunk.
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/editor/contrib/snippet/browser/snippetController2';
import 'monaco-editor/editor/contrib/hover/browser/hoverContribution';
import 'monaco-editor/editor/contrib/folding/browser/folding';
import 'monaco-editor/editor/contrib/gotoError/browser/gotoError';
import 'monaco-editor/features/find/register';
// Services of contributions the language registrations bring in (code lens, drop into the editor):
// without them each editor's creation throws for the missing service.
import 'monaco-editor/editor/contrib/codelens/browser/codeLensCache';
import 'monaco-editor/editor/common/services/treeViewsDndService';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';

self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

loader.config({ monaco });

export { monaco, jsonDefaults };
