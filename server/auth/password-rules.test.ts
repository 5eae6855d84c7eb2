import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-rules';

describe('passwordProblems', () => {
  it('accepts a long password mixing three kinds of characters', () => {
    expect(passwordProblems('Fines-and-fees-2026', 'clerk@ignite.local')).toEqual([]);
  });
  it('names each broken rule', () => {
    expect(passwordProblems('short', 'clerk@ignite.local')).toHaveLength(2);
    expect(passwordProblems('alllowercaseletters', 'x@y.z')).toEqual([
      'must mix at least three of: lower-case letters, upper-case letters, digits, symbols',
    ]);
    expect(passwordProblems('Clerk-password-2026', 'clerk@ignite.local')).toEqual([
      'must not contain your user name',
    ]);
  });
});
