// The names a designer script can read, per kind of script: written once here and used by the runtime
// (action scopes, result variables), by the builder's script completions, and for the table in
// docs/designer-scripts.md (a unit test keeps the two in step).

export type ScriptKind =
  | 'condition'
  | 'executeCustomLogic'
  | 'valueProcessor'
  | 'stateEvaluator'
  | 'initialValueEvaluator'
  | 'template';

export interface ScopeVariable {
  name: string;
  description: string;
}

/** Every variable a scope may hold, with the one description designers see. */
export const scopeVariableDescriptions = {
  data: "the form's data (the submission)",
  submission: '`{ data }`',
  user: 'the signed-in user: `id`, `username`, `roles`, `acls`, `profile`',
  state: "the screen's propagated state",
  results:
    "results of earlier chain steps, by `actionName` (also kept on the form as `form.actionResults`); a skipped step's result is `'SKIPPED'`",
  actions: 'the same as `results`',
  response: "the call's answer, in response processors",
  value: 'the current value (value processors and evaluators); a value script sets it',
  row: 'the table row, in grid cell templates',
  rowData: 'the same as `row`',
  utils: 'lodash',
  _: 'lodash',
} as const;

export type ScopeVariableName = keyof typeof scopeVariableDescriptions;

/** What an action step's scripts and templates see (runtime/core/actions/action-scope.ts builds it). */
export const actionScopeNames = [
  'data',
  'submission',
  'user',
  'state',
  'results',
  'actions',
] as const satisfies readonly ScopeVariableName[];
export type ActionScopeName = (typeof actionScopeNames)[number];

/** Added to every script's scope by runtime/core/script.ts. */
export const libraryScopeNames = ['utils', '_'] as const satisfies readonly ScopeVariableName[];

interface ScriptKindScope {
  title: string;
  /** The variable a statement script sets (an expression answers its own value); none for templates. */
  resultVariable: string | null;
  names: readonly ScopeVariableName[];
}

export const scriptScopes: Record<ScriptKind, ScriptKindScope> = {
  condition: {
    title: 'condition',
    resultVariable: 'show',
    names: [...actionScopeNames, ...libraryScopeNames],
  },
  executeCustomLogic: {
    title: 'executeCustomLogic',
    resultVariable: 'result',
    names: [...actionScopeNames, ...libraryScopeNames],
  },
  valueProcessor: {
    title: 'value processor',
    resultVariable: 'value',
    names: [...actionScopeNames, 'response', 'value', ...libraryScopeNames],
  },
  stateEvaluator: {
    title: 'state evaluator',
    resultVariable: 'state',
    names: [...actionScopeNames, ...libraryScopeNames],
  },
  initialValueEvaluator: {
    title: 'initial-value evaluator',
    resultVariable: 'value',
    names: ['data', 'value', ...libraryScopeNames],
  },
  template: {
    title: 'template',
    resultVariable: null,
    names: [...actionScopeNames, 'row', 'rowData'],
  },
};

/** The variable a statement script of this kind sets. */
export function resultVariableOf(kind: Exclude<ScriptKind, 'template'>): string {
  return scriptScopes[kind].resultVariable ?? 'result';
}

export function scopeVariables(kind: ScriptKind): ScopeVariable[] {
  return scriptScopes[kind].names.map((name) => ({ name, description: scopeVariableDescriptions[name] }));
}

/** The documentation table of docs/designer-scripts.md (between its scope markers), as cells. */
export function scopeTableRows(): string[][] {
  const kinds = Object.keys(scriptScopes) as ScriptKind[];
  const header = ['name', 'what', ...kinds.map((kind) => scriptScopes[kind].title)];
  const rows = (Object.keys(scopeVariableDescriptions) as ScopeVariableName[]).map((name) => [
    `\`${name}\``,
    scopeVariableDescriptions[name],
    ...kinds.map((kind) => (scriptScopes[kind].names.includes(name) ? 'yes' : '')),
  ]);
  const sets = kinds.map((kind) => {
    const variable = scriptScopes[kind].resultVariable;
    return variable ? `\`${variable}\`` : '';
  });
  return [header, ...rows, ['sets', '', ...sets]];
}

export function scopeTableMarkdown(): string {
  const [header = [], ...rows] = scopeTableRows();
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
