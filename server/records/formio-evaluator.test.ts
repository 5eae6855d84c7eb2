import * as core from '@formio/core';
import { describe, expect, it } from 'vitest';
import { sandboxedEvaluator, sandboxedFunction } from './formio-evaluator';

describe('sandboxedFunction', () => {
  it('gives the text its names as parameters, as new Function does', () => {
    expect(sandboxedFunction('var value; return value * 2;', ['value', 'data'])(3, {})).toBe(6);
    expect(sandboxedFunction('return _.get(data, "a.b");', ['data'])({ a: { b: 'x' } })).toBe('x');
  });

  it('copies in only the names the text mentions; a live value arrives as null', () => {
    const live = { self: null as unknown };
    live.self = live;
    expect(sandboxedFunction('return data;', ['data', 'instance'])(1, live)).toBe(1);
    expect(sandboxedFunction('return instance;', ['instance'])(live)).toBeNull();
  });

  it("reaches none of the server's globals", () => {
    expect(
      sandboxedFunction('return [typeof process, typeof require, typeof globalThis.fetch];', [])(),
    ).toEqual(['undefined', 'undefined', 'undefined']);
  });

  it('refuses a name a script cannot be given', () => {
    expect(() => sandboxedFunction('return 1;', ['not a name'])()).toThrow('"not a name"');
    expect(() => sandboxedFunction('return 1;', ['__scope'])()).toThrow('"__scope"');
  });
});

describe('sandboxedEvaluator', () => {
  const evaluator = sandboxedEvaluator(core);

  it("answers Form.io's result variable, and null (with a warning) for a failing text", () => {
    expect(evaluator.evaluate('show = _.isEmpty(data)', { data: {} }, 'show')).toBe(true);
    const warned: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warned.push(args);
    try {
      expect(evaluator.evaluate('show = process.exit()', { data: {} }, 'show')).toBeNull();
    } finally {
      console.warn = warn;
    }
    expect(String(warned[0])).toContain("'process' is not defined");
  });
});
