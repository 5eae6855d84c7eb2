import { afterEach, describe, expect, it, vi } from 'vitest';
import { processValue } from './value-processor';

afterEach(() => vi.restoreAllMocks());

describe('processValue', () => {
  const scope = { value: 120.5, data: { currency: 'SGD' }, response: { rate: 2 } };

  it('answers the value unchanged without a script', () => {
    expect(processValue(undefined, scope)).toBe(120.5);
    expect(processValue('  ', scope)).toBe(120.5);
  });

  it('runs the script with value, data and response', () => {
    expect(processValue('`${data.currency} ${(value * response.rate).toFixed(2)}`', scope)).toBe(
      'SGD 241.00',
    );
    expect(processValue('value = value + 1;', scope)).toBe(121.5);
  });

  it('logs a failing script and keeps the unprocessed value', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(processValue('response.missing.field', scope)).toBe(120.5);
    expect(error).toHaveBeenCalledOnce();
  });
});
