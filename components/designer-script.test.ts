import { afterEach, describe, expect, it, vi } from 'vitest';
import { runDesignerScript } from './designer-script';

afterEach(() => vi.restoreAllMocks());

describe('runDesignerScript', () => {
  it('answers the value of an expression, with the scope names in reach', () => {
    expect(runDesignerScript('data.total * 2', { data: { total: 21 } }, 'test')).toEqual({
      ok: true,
      value: 42,
    });
  });

  it('runs statements and answers what they leave in value, or what they return', () => {
    expect(
      runDesignerScript('value = value.trim();\nvalue = value.toUpperCase();', { value: ' sgd ' }, 'test'),
    ).toEqual({ ok: true, value: 'SGD' });
    expect(
      runDesignerScript('if (data.a) { return "yes"; }\nreturn "no";', { data: { a: 1 } }, 'test').value,
    ).toBe('yes');
  });

  it('logs a script that throws or does not compile and answers not ok', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(runDesignerScript('data.missing.deeper', { data: {} }, 'sample')).toEqual({
      ok: false,
      value: undefined,
    });
    expect(runDesignerScript('value = (', { value: 1 }, 'sample').ok).toBe(false);
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toContain('sample');
  });
});
