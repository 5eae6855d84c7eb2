import { describe, expect, it } from 'vitest';
import type { WorkflowHistoryEntry } from '../../schemas/workflow';
import { approvedData } from './approved-data';

const data = { caseNumber: 'CF-2026-0001', amount: 10 };
const entry = (
  decision: WorkflowHistoryEntry['decision'],
  assignedToName?: string,
  operation?: WorkflowHistoryEntry['operation'],
): WorkflowHistoryEntry => ({
  step: 'Approve',
  decision,
  byId: 'u1',
  byName: 'Ann',
  at: '2026-01-01T00:00:00.000Z',
  ...(assignedToName ? { assignedToName } : {}),
  ...(operation ? { operation } : {}),
});
const record = (workflow_status: string | null, workflow_history: WorkflowHistoryEntry[] = []) => ({
  data,
  workflow_status,
  workflow_history,
});

describe('the data of a record that stands as stored', () => {
  it('is the data of a record written without a workflow, or approved', () => {
    expect(approvedData(record(null))).toBe(data);
    expect(approvedData(record('APPROVED', [entry('SUBMITTED', 'Ann'), entry('APPROVED')]))).toBe(data);
  });

  it('is nothing while a new record is under review, or once it is rejected', () => {
    expect(approvedData(record('PENDING', [entry('SUBMITTED', 'Ann')]))).toBeUndefined();
    // The first of two steps approved: not yet the last.
    const halfway = [entry('SUBMITTED', 'Ann'), entry('APPROVED', 'Bob')];
    expect(approvedData(record('PENDING', halfway))).toBeUndefined();
    expect(approvedData(record('REJECTED', [...halfway, entry('REJECTED')]))).toBeUndefined();
  });

  it('is the data approved before while a change waits for approval, or after the change is rejected', () => {
    const approved = [entry('SUBMITTED', 'Ann'), entry('APPROVED')];
    expect(approvedData(record('PENDING', [...approved, entry('SUBMITTED', 'Ann')]))).toBe(data);
    expect(
      approvedData(record('REJECTED', [...approved, entry('SUBMITTED', 'Ann'), entry('REJECTED')])),
    ).toBe(data);
  });

  it('is the data of a record created without a workflow while a change of it is under review, or rejected', () => {
    const change = entry('SUBMITTED', 'Ann', 'update');
    expect(approvedData(record('PENDING', [change]))).toBe(data);
    expect(approvedData(record('REJECTED', [change, entry('REJECTED')]))).toBe(data);
    // A new record submitted for approval has nothing that stands until approved.
    expect(approvedData(record('PENDING', [entry('SUBMITTED', 'Ann', 'create')]))).toBeUndefined();
  });
});
