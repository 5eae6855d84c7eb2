import { describe, expect, it } from 'vitest';
import { matchesQuery } from './q-matcher';

const fine = {
  caseNumber: 'CF-2026-0001',
  amount: 750,
  offender: { name: 'Tan Ah Kow' },
  paid: false,
  note: null,
};

describe('matchesQuery', () => {
  it('compares numbers as numbers and text as text', () => {
    expect(matchesQuery('amount>=500', fine)).toBe(true);
    expect(matchesQuery('amount<500', fine)).toBe(false);
    expect(matchesQuery('amount=750.00', fine)).toBe(true);
    expect(matchesQuery('caseNumber>CF-2025', fine)).toBe(true);
    expect(matchesQuery('paid=false', fine)).toBe(true);
  });
  it('supports wrappers, in-lists, null checks and nested paths, all joined by ;', () => {
    expect(matchesQuery('offender.name=(%ah kow%);caseNumber=[CF-2026)', fine)).toBe(true);
    expect(matchesQuery('caseNumber=in(CF-1,"CF-2026-0001")', fine)).toBe(true);
    expect(matchesQuery('note=null;missing=null;amount!=null', fine)).toBe(true);
    expect(matchesQuery('offender.name!=(%tan%)', fine)).toBe(false);
  });
  it('searches the given searchable fields with a bare wrapped value', () => {
    expect(matchesQuery('(%kow%)', fine, ['offender.name'])).toBe(true);
    expect(matchesQuery('(%kow%)', fine, ['caseNumber'])).toBe(false);
  });
});
