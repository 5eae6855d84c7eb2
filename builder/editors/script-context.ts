// What a script field can offer as completions: the form's field keys (`data.` …), the actionNames of
// the chain steps before the script's own step (results by name), and the scope of its kind
// (runtime/core/script-scope.ts). Pure functions, so the rules are tested without Monaco.
import { eachComponent } from '../../runtime/core/form-tree';
import { syntaxErrorAsWritten } from '../../runtime/core/script';
import { scopeVariables, type ScriptKind } from '../../runtime/core/script-scope';
import type { FormComponent } from '../../schemas/form-definition';
import { pointerSegments } from './json-pointer';

export interface ScriptCompletionContext {
  kind: ScriptKind;
  fieldKeys: readonly string[];
  resultNames: readonly string[];
}

export interface ScriptSuggestion {
  label: string;
  detail: string;
  kind: 'field' | 'result' | 'variable';
}

/** The data paths of the form's components (dotted), without layout-only components. */
export function formFieldKeys(components: readonly FormComponent[]): string[] {
  const keys = new Set<string>();
  eachComponent(components, ({ component, dataPath }) => {
    if (component.input === false || component.type === 'screen-config' || !component.key) return;
    keys.add(dataPath.join('.'));
  });
  return [...keys];
}

const CHAIN_LISTS = new Set(['actionProcessors', 'actionChain']);

/** The actionNames of the steps before the one `path` (a pointer inside `value`) is in. */
export function resultNamesBefore(value: unknown, path: string): string[] {
  const segments = pointerSegments(path);
  let node: unknown = value;
  for (const [index, segment] of segments.entries()) {
    if (CHAIN_LISTS.has(segment) && Array.isArray((node as Record<string, unknown>)?.[segment])) {
      const steps = (node as Record<string, unknown[]>)[segment] ?? [];
      const position = Number(segments[index + 1]);
      return steps
        .slice(0, Number.isInteger(position) ? position : steps.length)
        .map((step) => (step as { actionName?: unknown })?.actionName)
        .filter((name): name is string => typeof name === 'string' && name !== '');
    }
    node = (node as Record<string, unknown> | undefined)?.[segment];
  }
  return [];
}

/** The suggestions for the text before the cursor (on its line). */
export function scriptSuggestions(context: ScriptCompletionContext, before: string): ScriptSuggestion[] {
  const member = /\b(data|submission\.data|results|actions)\.([\w$.]*)$/.exec(before);
  if (member) {
    const isData = member[1]?.endsWith('data');
    const names = isData ? context.fieldKeys : context.resultNames;
    const typed = member[2] ?? '';
    const prefix = typed.includes('.') ? typed.slice(0, typed.lastIndexOf('.') + 1) : '';
    return names
      .filter((name) => name.startsWith(prefix))
      .map((name) => ({
        label: name.slice(prefix.length),
        detail: isData ? 'form field' : 'result of an earlier step',
        kind: isData ? 'field' : 'result',
      }));
  }
  if (/\.[\w$]*$/.test(before)) return [];
  return scopeVariables(context.kind).map((variable) => ({
    label: variable.name,
    detail: variable.description,
    kind: 'variable',
  }));
}

export interface ScriptSyntaxError {
  message: string;
}

/**
 * Whether the script compiles the way runtime/core/script.ts compiles it (an expression, else
 * statements), and if not why, in the words of the script as written; compiling runs nothing.
 */
export function scriptSyntaxError(script: string, kind: ScriptKind): ScriptSyntaxError | null {
  if (!script.trim()) return null;
  const names = scopeVariables(kind).map((variable) => variable.name);
  const errorOf = (body: string) => {
    try {
      new Function(...names, `"use strict"; ${body}`);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };
  if (!errorOf(`return (${script}\n);`) || !errorOf(`${script}\n;`)) return null;
  return { message: `The script does not compile: ${syntaxErrorAsWritten(script, errorOf)}` };
}
