import { describe, expect, it } from 'vitest';
import { keepUnchanged } from './keep-unchanged';

describe('keepUnchanged', () => {
  it('answers the previous value when the next one is equal to it', () => {
    const previous = { identity: { id: 7 }, acls: ['a', 'b'], preferences: { zoom: 1 } };
    expect(keepUnchanged(previous, structuredClone(previous))).toBe(previous);
  });

  it('keeps the unchanged parts of a changed value, and takes the changed ones', () => {
    const previous = { identity: { id: 7 }, acls: ['a', 'b'], preferences: { zoom: 1 } };
    const next = { identity: { id: 7 }, acls: ['a', 'b'], preferences: { zoom: 1.1 } };
    const kept = keepUnchanged(previous, next);
    expect(kept).toEqual(next);
    expect(kept).not.toBe(previous);
    expect(kept.acls).toBe(previous.acls);
    expect(kept.identity).toBe(previous.identity);
    expect(kept.preferences).toBe(next.preferences);
  });

  it('sees an added, removed or reordered item or key as a change', () => {
    const acls = ['a', 'b'];
    expect(keepUnchanged(acls, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(keepUnchanged(acls, ['a'])).toEqual(['a']);
    expect(keepUnchanged(acls, ['b', 'a'])).toEqual(['b', 'a']);
    const previous = { a: 1, b: undefined };
    const next = { a: 1, c: undefined };
    expect(keepUnchanged(previous, next)).toBe(next);
    expect(keepUnchanged({ a: 1 }, null)).toBeNull();
    expect(keepUnchanged(null, { a: 1 })).toEqual({ a: 1 });
  });
});
