import { describe, expect, it } from 'vitest';
import { lintForm } from '../lint-form';
import { lintWith, testForm } from '../lint-test-form';
import { patternWithoutMessage } from './pattern-without-message';

describe('pattern-without-message', () => {
  it('warns about a pattern with no message, also inside layout components', () => {
    const components = [
      { type: 'textfield', key: 'date', validate: { pattern: '^\\d{4}-\\d{2}-\\d{2}$' } },
      {
        type: 'panel',
        key: 'p',
        components: [
          { type: 'textfield', key: 'ref', validate: { pattern: '^R\\d+$', patternMessage: ' ' } },
        ],
      },
    ];
    expect(lintWith(patternWithoutMessage, components)).toEqual([
      [
        '/components/0/validate/pattern',
        expect.stringContaining('"Regular Expression Pattern Message" on the Validation tab'),
      ],
      ['/components/1/components/0/validate/pattern', expect.any(String)],
    ]);
    expect(lintForm(testForm(components), {}, [patternWithoutMessage])[0]!.severity).toBe('warning');
  });

  it('accepts a pattern with a pattern message or a custom message, and fields without a pattern', () => {
    const components = [
      { type: 'textfield', key: 'a', validate: { pattern: 'x', patternMessage: 'Write x' } },
      { type: 'textfield', key: 'b', validate: { pattern: 'y', customMessage: 'Write y' } },
      { type: 'textfield', key: 'c', validate: { pattern: '', required: true } },
      { type: 'textfield', key: 'd' },
    ];
    expect(lintWith(patternWithoutMessage, components)).toEqual([]);
  });
});
