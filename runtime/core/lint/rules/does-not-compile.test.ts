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

  it('names the error as the script is written, not a token of the wrapper around it', () => {
    const messages = lintWith(doesNotCompile, [
      { type: 'textfield', key: 'a', calculateValue: 'value = data.amount > ' },
      { type: 'textfield', key: 'b', calculateValue: 'value = (((' },
      { type: 'textfield', key: 'c', calculateValue: 'value = 2 ** * 3' },
    ]).map(([, message]) => message);
    expect(messages).toEqual([
      'The script does not compile (unexpected end of the script): correct its syntax.',
      'The script does not compile (unexpected end of the script): correct its syntax.',
      "The script does not compile (Unexpected token '*'): correct its syntax.",
    ]);
  });

  it('flags an opening delimiter never closed, without handing the text to lodash', () => {
    const problems = lintWith(doesNotCompile, [
      { type: 'htmlelement', key: 'h', content: '{{'.repeat(50_000) },
      { type: 'htmlelement', key: 'i', content: '{% if (data.a) { %} {%'.repeat(5_000) },
      { type: 'textfield', key: 't', label: 'Total {{ data.total }' },
    ]);
    expect(problems.map(([, message]) => message)).toEqual([
      'The template does not compile (a {{{ is never closed): correct the code inside {{ }} or {% %}.',
      'The template does not compile (a {% is never closed): correct the code inside {{ }} or {% %}.',
      'The template does not compile (a {{ is never closed): correct the code inside {{ }} or {% %}.',
    ]);
    // lodash would take seconds over the first text (and accept it as plain text): it is refused first.
  });

  it('compiles a template without running any of it: code breaking out of the function is refused', () => {
    const page = globalThis as { brokeOut?: number };
    const problems = lintWith(doesNotCompile, [
      { type: 'htmlelement', key: 'h', content: '<p>{% }}, (globalThis.brokeOut = 1), function(){ { %}</p>' },
      { type: 'htmlelement', key: 'i', content: '<p>{{ (globalThis.brokeOut = 2) }}</p>' },
    ]);
    expect(page.brokeOut).toBeUndefined();
    expect(problems.map(([path]) => path)).toEqual(['/components/0/content']);
  });

  it('accepts code spread over several pieces of a template, as lodash does', () => {
    expect(
      lintWith(doesNotCompile, [
        {
          type: 'htmlelement',
          key: 'h',
          content: '{% if (data.a) { %}<b>{{ data.a }}</b>{% } else { %}{{{ data.b }}}{% } %}\'"\n',
        },
        {
          type: 'htmlelement',
          key: 'i',
          content: '{% _.each(data.rows, function (row) { %}<li>{{ row.name }}</li>{% }) %}',
        },
      ]),
    ).toEqual([]);
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
