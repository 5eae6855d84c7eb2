// One completion provider for every script editor: each model registers what its script may read
// (field keys, earlier results, its scope) and the provider answers from scriptSuggestions.
import { scriptSuggestions, type ScriptCompletionContext } from '../editors/script-context';
import { monaco } from './monaco-setup';

const contexts = new Map<string, ScriptCompletionContext>();
let registered = false;

export function setScriptContext(modelUri: string, context: ScriptCompletionContext): void {
  contexts.set(modelUri, context);
  if (registered) return;
  registered = true;
  monaco.languages.registerCompletionItemProvider('javascript', {
    triggerCharacters: ['.'],
    provideCompletionItems(model, position) {
      const context = contexts.get(model.uri.toString());
      if (!context) return { suggestions: [] };
      const before = model.getLineContent(position.lineNumber).slice(0, position.column - 1);
      const word = model.getWordUntilPosition(position);
      const range = new monaco.Range(
        position.lineNumber,
        word.startColumn,
        position.lineNumber,
        word.endColumn,
      );
      const kinds = {
        field: monaco.languages.CompletionItemKind.Field,
        result: monaco.languages.CompletionItemKind.Value,
        variable: monaco.languages.CompletionItemKind.Variable,
      };
      return {
        suggestions: scriptSuggestions(context, before).map((suggestion) => ({
          label: suggestion.label,
          kind: kinds[suggestion.kind],
          detail: suggestion.detail,
          documentation: suggestion.detail,
          insertText: suggestion.label,
          range,
        })),
      };
    },
  });
}

export function forgetScriptContext(modelUri: string): void {
  contexts.delete(modelUri);
}
