import { describe, expect, it } from 'vitest';
import type { FormComponent } from '../../schemas/form-definition';
import { formFieldKeys, resultNamesBefore, scriptSuggestions, scriptSyntaxError } from './script-context';

const components = [
  { type: 'screen-config', key: 'screenConfig' },
  { type: 'textfield', key: 'fineNumber' },
  { type: 'container', key: 'payer', components: [{ type: 'textfield', key: 'name' }] },
  { type: 'button', key: 'submit', input: false },
] as FormComponent[];

const button = {
  actionProcessors: [
    { actionType: 'getDataFromApi', actionName: 'fine' },
    { actionType: 'showPopup', actionName: 'confirm', conditionToEvaluate: '' },
    { actionType: 'executeCustomLogic', actionName: 'after' },
  ],
};

describe('script completions', () => {
  it('offers the form fields after data.', () => {
    expect(formFieldKeys(components)).toEqual(['fineNumber', 'payer', 'payer.name']);
    const context = { kind: 'condition' as const, fieldKeys: formFieldKeys(components), resultNames: [] };
    expect(scriptSuggestions(context, 'show = data.').map((s) => s.label)).toEqual([
      'fineNumber',
      'payer',
      'payer.name',
    ]);
    expect(scriptSuggestions(context, 'data.payer.').map((s) => s.label)).toEqual(['name']);
  });

  it('offers only the results of earlier steps by name', () => {
    expect(resultNamesBefore(button, '/actionProcessors/1/conditionToEvaluate')).toEqual(['fine']);
    expect(resultNamesBefore(button, '/actionProcessors/0/conditionToEvaluate')).toEqual([]);
    const context = { kind: 'condition' as const, fieldKeys: [], resultNames: ['fine'] };
    expect(scriptSuggestions(context, 'results.')).toEqual([
      { label: 'fine', detail: 'result of an earlier step', kind: 'result' },
    ]);
  });

  it("offers the scope's variables of the script's kind", () => {
    const labels = (kind: 'condition' | 'valueProcessor') =>
      scriptSuggestions({ kind, fieldKeys: [], resultNames: [] }, 'x = ').map((s) => s.label);
    expect(labels('condition')).toContain('results');
    expect(labels('condition')).not.toContain('response');
    expect(labels('valueProcessor')).toContain('response');
  });

  it('finds syntax errors in expressions and statements alike', () => {
    expect(scriptSyntaxError('data.amount > 100', 'condition')).toBeNull();
    expect(scriptSyntaxError('show = data.amount > 100;', 'condition')).toBeNull();
    expect(scriptSyntaxError('if (x) { value = 1; }', 'valueProcessor')).toBeNull();
    expect(scriptSyntaxError('show = (data.amount >', 'condition')?.message).toMatch(/does not compile/);
  });

  it('names what the designer typed, or the end of a script cut short, never a token it did not type', () => {
    const message = (script: string) => scriptSyntaxError(script, 'valueProcessor')?.message;
    expect(message('value = (((')).toBe('The script does not compile: unexpected end of the script');
    expect(message('data.amount > ')).toBe('The script does not compile: unexpected end of the script');
    expect(message('value = data.amount +* 2')).toBe("The script does not compile: Unexpected token '*'");
    expect(message('this is not js')).toBe("The script does not compile: Unexpected identifier 'is'");
  });
});
