import { describe, expect, it } from 'vitest';
import { SubmissionKeys } from './submission-keys';

describe('submission keys', () => {
  it('repeat the key of a submission sent again unchanged after it failed', () => {
    const keys = new SubmissionKeys();
    const first = keys.keyFor('/api/fine-payments', { amountPaid: 10 });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyFor('/api/fine-payments', { amountPaid: 10 })).toBe(first);
  });

  it('give another body, another address or the submission after an answered one a new key', () => {
    const keys = new SubmissionKeys();
    const first = keys.keyFor('/api/fine-payments', { amountPaid: 10 });
    const changed = keys.keyFor('/api/fine-payments', { amountPaid: 11 });
    expect(changed).not.toBe(first);
    expect(keys.keyFor('/api/court-fines', { amountPaid: 11 })).not.toBe(changed);
    const sent = keys.keyFor('/api/court-fines', { amountPaid: 11 });
    keys.answered();
    expect(keys.keyFor('/api/court-fines', { amountPaid: 11 })).not.toBe(sent);
  });
});
