import { describe, expect, it } from 'vitest';
import { valueAtDataPath } from './response-value';

describe('valueAtDataPath', () => {
  const response = { data: { fine: { amount: 120.5 } }, items: [{ code: 'A' }] };

  it("answers the whole response for '*'", () => {
    expect(valueAtDataPath(response, '*')).toBe(response);
  });

  it('reads a dotted or indexed path', () => {
    expect(valueAtDataPath(response, 'data.fine.amount')).toBe(120.5);
    expect(valueAtDataPath(response, 'items[0].code')).toBe('A');
    expect(valueAtDataPath(response, 'data.missing')).toBeUndefined();
  });
});
