import { describe, expect, it } from 'vitest';
import { lintForm } from '../lint-form';
import { lintWith, testForm } from '../lint-test-form';
import { unparsableHookRule } from './unparsable-hook-rule';

const screen = (rules: { when: string }[]) => ({
  type: 'screen-config',
  key: 'screen',
  screenType: 'create',
  validationHooks: [
    { name: 'fine', rules: [{ when: 'amount>=500;status=open' }] },
    { name: 'check', rules },
  ],
});

describe('unparsable-hook-rule', () => {
  it("refuses a rule whose q does not parse, at the rule's when, saying where and why", () => {
    const components = [screen([{ when: 'amount>=1' }, { when: 'amount >' }])];
    expect(lintWith(unparsableHookRule, components)).toEqual([
      [
        '/components/0/validationHooks/1/rules/1/when',
        expect.stringMatching(
          /^Validation hook "check", rule 2: its when "amount >" is not valid q \(Expected a value after "amount>" at position 8\)/,
        ),
      ],
    ]);
    expect(lintForm(testForm(components), {}, [unparsableHookRule])[0]!.severity).toBe('error');
  });

  it('accepts rules that parse, quoted values and in-lists included', () => {
    const components = [
      screen([{ when: 'name="a;b"' }, { when: 'status=in(open,"paid")' }, { when: 'x!=null' }]),
    ];
    expect(lintWith(unparsableHookRule, components)).toEqual([]);
  });
});
