import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialValueTicks } from './initial-value';

afterEach(() => vi.restoreAllMocks());

const data = { role: { acls: ['fines.create'] }, isAdmin: false };

describe('initialValueTicks', () => {
  it('ticks when the evaluator is truthy against the form data', () => {
    expect(initialValueTicks("data.role.acls.includes('fines.create')", data, '')).toBe(true);
    expect(initialValueTicks('value = data.role.acls.length > 0;', data, '')).toBe(true);
  });

  it('does not tick when the evaluator is falsy, empty or missing', () => {
    expect(initialValueTicks('data.isAdmin', data, '')).toBe(false);
    expect(initialValueTicks('  ', data, '')).toBe(false);
    expect(initialValueTicks(undefined, data, '')).toBe(false);
  });

  it('does not tick, and logs, when the evaluator throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(initialValueTicks('data.missing.acls.length', data, '')).toBe(false);
    expect(error).toHaveBeenCalledOnce();
  });
});
