import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('orders keys at every depth and leaves out undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: undefined }, e: null })).toBe(
      '{"a":{"d":[{"y":2,"z":1}]},"b":1,"e":null}',
    );
  });

  it('writes the same text for the same value whatever the key order', () => {
    expect(canonicalJson({ x: 'é"\n', y: [1, 2.5, true] })).toBe(
      canonicalJson({ y: [1, 2.5, true], x: 'é"\n' }),
    );
  });

  it('writes null for nothing', () => {
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson([undefined, null])).toBe('[null,null]');
  });
});
