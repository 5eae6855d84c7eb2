import { describe, expect, it } from 'vitest';
import { evaluateCondition, runScript, ScriptError } from './script';

describe('runScript', () => {
  it('answers the value of an expression', () => {
    expect(runScript('data.amount * 2', { data: { amount: 21 } })).toBe(42);
  });
  it('answers the result variable set by statements, or what they return', () => {
    expect(runScript('value = data.a + 1;', { data: { a: 1 } }, { resultVariable: 'value' })).toBe(2);
    expect(runScript('const x = 3; return x * response.n;', { response: { n: 2 } })).toBe(6);
  });
  it('reads a lone assignment to the result variable as a statement, without a semicolon', () => {
    expect(runScript('show = data.a > 1', { data: { a: 2 } }, { resultVariable: 'show' })).toBe(true);
    expect(runScript('data.a == show', { data: { a: 2 }, show: 2 }, { resultVariable: 'show' })).toBe(true);
    expect(runScript('data.show = 1', { data: {} }, { resultVariable: 'show' })).toBe(1);
  });
  it('keeps expressions that only mention the result variable as expressions', () => {
    const scope = { data: { items: [1, 2], a: 3 } };
    expect(runScript('data.items.map(value => value * 2)', scope, { resultVariable: 'value' })).toEqual([
      2, 4,
    ]);
    expect(runScript("'value = ' + data.a", scope, { resultVariable: 'value' })).toBe('value = 3');
  });
  it('lets a statement script change a scope value it is given', () => {
    expect(runScript('value = value.toUpperCase();', { value: 'cf-1' }, { resultVariable: 'value' })).toBe(
      'CF-1',
    );
  });
  it('offers lodash as utils', () => {
    expect(runScript("utils.get(data, 'a.b')", { data: { a: { b: 5 } } })).toBe(5);
  });
  it('raises ScriptError for scripts that do not compile or that throw', () => {
    expect(() => runScript('this is not js', {})).toThrow(ScriptError);
    expect(() => runScript('data.missing.deep', { data: {} })).toThrow(/The script failed/);
  });
  it('names what the designer typed in a compile error, or the end of a script cut short', () => {
    const compileError = (script: string) => {
      try {
        runScript(script, { data: {} }, { resultVariable: 'value' });
      } catch (error) {
        return (error as ScriptError).message;
      }
      throw new Error(`${script} compiled`);
    };
    expect(compileError('value = (((')).toBe('The script does not compile: unexpected end of the script');
    expect(compileError('data.amount > ')).toBe('The script does not compile: unexpected end of the script');
    expect(compileError('value = data.a +* 2')).toBe(
      "The script does not compile: SyntaxError: unexpected token in expression: '*'",
    );
    expect(compileError('value = { total: 1')).toBe(
      "The script does not compile: SyntaxError: expecting '}'",
    );
    expect(compileError('this is not js')).toBe("The script does not compile: SyntaxError: expecting ';'");
  });
  it('runs nothing of a script that does not compile while finding its error', () => {
    const data = { count: 0 };
    expect(() => runScript('data.count = 1; value = (((', { data }, { resultVariable: 'value' })).toThrow(
      /unexpected end of the script/,
    );
    expect(data.count).toBe(0);
  });
});

describe('evaluateCondition', () => {
  it('is true when empty and follows show = ... or an expression', () => {
    expect(evaluateCondition('', {})).toBe(true);
    expect(evaluateCondition('show = data.n > 1;', { data: { n: 2 } })).toBe(true);
    expect(evaluateCondition('data.n > 1', { data: { n: 0 } })).toBe(false);
  });
});
