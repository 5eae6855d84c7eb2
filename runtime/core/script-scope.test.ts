import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scopeTableRows, scopeVariables, scriptScopes } from './script-scope';
import { actionScope } from './actions/action-scope';
import type { ActionRun } from './actions/action-context';

function documentedRows(): string[][] {
  const text = readFileSync(new URL('../../docs/designer-scripts.md', import.meta.url), 'utf8');
  const table = text.split('<!-- scope-table:start -->')[1]?.split('<!-- scope-table:end -->')[0] ?? '';
  return table
    .split('\n')
    .filter((line) => line.trim().startsWith('|') && !/^\|[\s|:-]+\|$/.test(line.trim()))
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

describe('script scope', () => {
  it('is documented in docs/designer-scripts.md exactly as declared', () => {
    expect(documentedRows()).toEqual(scopeTableRows());
  });

  it('names every variable the runtime puts in an action scope', () => {
    const run = {
      form: { data: { a: 1 } },
      services: { user: {}, state: {} },
      results: {},
    } as unknown as ActionRun;
    const declared = scopeVariables('condition').map((variable) => variable.name);
    for (const name of Object.keys(actionScope(run))) expect(declared).toContain(name);
  });

  it('gives conditions `show` and value scripts `value` as their result variables', () => {
    expect(scriptScopes.condition.resultVariable).toBe('show');
    expect(scriptScopes.valueProcessor.resultVariable).toBe('value');
    expect(scopeVariables('valueProcessor').map((variable) => variable.name)).toContain('response');
  });
});
