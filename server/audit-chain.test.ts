import { describe, expect, it } from 'vitest';
import { entryHash, GENESIS_HASH, type ChainedEntry } from './audit-chain';

const entry: ChainedEntry = {
  id: 7,
  at: '2026-11-25T10:00:00.123456Z',
  actorId: 'u1',
  actorName: 'Clara Clerk',
  action: 'record.update',
  target: 'court-fines/3',
  before: { amount: 100, caseNumber: 'CF-1' },
  after: { caseNumber: 'CF-1', amount: 150 },
  details: null,
  ip: '127.0.0.1',
};

describe('entryHash', () => {
  it('is SHA-256 in hex, the same for the same entry and link', () => {
    const hash = entryHash(GENESIS_HASH, entry);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(entryHash(GENESIS_HASH, { ...entry, after: { amount: 150, caseNumber: 'CF-1' } })).toBe(hash);
  });

  it('changes with any field of the entry and with the previous hash', () => {
    const hash = entryHash(GENESIS_HASH, entry);
    const changes: Partial<ChainedEntry>[] = [
      { id: 8 },
      { at: '2026-11-25T10:00:00.123457Z' },
      { actorId: 'u2' },
      { actorName: 'Someone Else' },
      { action: 'record.create' },
      { target: 'court-fines/4' },
      { before: { amount: 101, caseNumber: 'CF-1' } },
      { after: null },
      { details: {} },
      { ip: null },
    ];
    for (const change of changes) expect(entryHash(GENESIS_HASH, { ...entry, ...change })).not.toBe(hash);
    expect(entryHash('1'.repeat(64), entry)).not.toBe(hash);
  });
});
