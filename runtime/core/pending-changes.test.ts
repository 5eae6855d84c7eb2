import { describe, expect, it } from 'vitest';
import { changedFields, withPendingChanges } from './pending-changes';

describe('pending changes', () => {
  const record = {
    id: 4,
    amount: 100,
    reason: 'old',
    workflowStatus: 'PENDING',
    pendingChanges: { amount: 80, reason: 'new' },
  };

  it('shows the pending version with the original as currentVersion and the comparison flag', () => {
    expect(withPendingChanges(record)).toEqual({
      id: 4,
      amount: 80,
      reason: 'new',
      workflowStatus: 'PENDING',
      currentVersion: { id: 4, amount: 100, reason: 'old', workflowStatus: 'PENDING' },
      showComparison: true,
    });
  });

  it('leaves a record without pending changes as it is', () => {
    const plain = { id: 1, amount: 3 };
    expect(withPendingChanges(plain)).toBe(plain);
  });

  it('names the changed fields, ignoring audit and workflow fields', () => {
    const shown = withPendingChanges(record);
    expect(changedFields(shown, shown.currentVersion as Record<string, unknown>)).toEqual([
      'amount',
      'reason',
    ]);
  });
});
