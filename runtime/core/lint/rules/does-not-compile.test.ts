import { describe, expect, it } from 'vitest';
import { lintWith } from '../lint-test-form';
import { doesNotCompile } from './does-not-compile';

describe('does-not-compile', () => {
  it('flags templates and scripts with syntax errors', () => {
    const problems = lintWith(doesNotCompile, [
      { type: 'htmlelement', key: 'h', content: '<p>{{ data.amount + }}</p>' },
      { type: 'textfield', key: 't', customConditional: 'show = data.a ===;' },
      {
        type: 'action-button',
        key: 'b',
        actionProcessors: [{ actionName: 'x', customLogicConfig: { scriptToExecute: 'if (data.a { }' } }],
      },
    ]);
    expect(problems.map(([path]) => path)).toEqual([
      '/components/0/content',
      '/components/1/customConditional',
      '/components/2/actionProcessors/0/customLogicConfig/scriptToExecute',
    ]);
    expect(problems[0]![1]).toContain('The template does not compile');
    expect(problems[1]![1]).toContain('The script does not compile');
  });

  it('accepts expressions, statements and plain text', () => {
    expect(
      lintWith(doesNotCompile, [
        {
          type: 'htmlelement',
          key: 'h',
          content: '{% if (data.paid) { %}<b>Paid</b>{% } %} {{ data.amount }}',
        },
        {
          type: 'textfield',
          key: 't',
          customConditional: 'show = Boolean(data.a);',
          calculateValue: 'data.a * 2',
        },
        { type: 'textfield', key: 'u', label: 'Amount (in S$)', customConditional: 'return data.a > 1;' },
      ]),
    ).toEqual([]);
  });
});
