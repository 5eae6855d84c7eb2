import { describe, expect, it } from 'vitest';
import { auditChanges, MAX_LINES, MAX_VALUE_LENGTH, showValue } from './audit-changes';

const bookkeeping = {
  id: 7,
  version: 3,
  createdById: 'u1',
  createdByName: 'Clara Clerk',
  createdDate: '2026-01-01T00:00:00Z',
  lastModifiedById: 'u2',
  lastModifiedDate: '2026-01-02T00:00:00Z',
  deleted: false,
};

describe('auditChanges', () => {
  it('lists a created record field by field, without empty fields', () => {
    expect(
      auditChanges(null, { offenderName: 'Ann Lee', amount: 40, paid: false, note: '', reference: null }),
    ).toBe('amount: 40\noffenderName: Ann Lee\npaid: false');
  });

  it('lists the fields an update changed, old → new, and nothing else', () => {
    const before = { caseNumber: 'CF-1', amount: 40, status: null, dueDate: '2026-01-31' };
    const after = { caseNumber: 'CF-1', amount: 25, status: 'open', dueDate: '2026-01-31' };
    expect(auditChanges(before, after)).toBe('amount: 40 → 25\nstatus: (empty) → open');
  });

  it('shows a cleared or missing value as (empty), and counts null, "" and missing as the same', () => {
    expect(auditChanges({ note: 'Call first', phone: '123' }, { phone: '' })).toBe(
      'note: Call first → (empty)\nphone: 123 → (empty)',
    );
    expect(auditChanges({ note: null, phone: '' }, { note: '' })).toBe('(no changes)');
  });

  it('lists a deleted record as its fields removed', () => {
    expect(auditChanges({ amount: 25, offenderName: 'Ann Lee', note: null }, undefined)).toBe(
      'amount: 25 → (removed)\noffenderName: Ann Lee → (removed)',
    );
  });

  it('leaves out the id and the audit bookkeeping fields', () => {
    expect(auditChanges(null, { ...bookkeeping, amount: 40 })).toBe('amount: 40');
    expect(
      auditChanges(
        { ...bookkeeping, amount: 40 },
        { ...bookkeeping, version: 4, lastModifiedDate: '2026-02-01T00:00:00Z', amount: 40 },
      ),
    ).toBe('(no changes)');
  });

  it('follows nested objects and lists down to the values that changed, named by path', () => {
    expect(
      auditChanges(
        { address: { city: 'Leeds', line1: '1 High St' }, tags: ['a'] },
        { address: { line1: '1 High St', city: 'York' }, tags: ['a', 'b'] },
      ),
    ).toBe('address.city: Leeds → York\ntags: added b');
    const plan = (amounts: number[]) => ({
      events: amounts.map((amount, n) => ({ title: `Instalment ${n + 1}`, amount })),
    });
    expect(auditChanges(plan([400, 400, 400]), plan([400, 350, 400]))).toBe('events #2.amount: 400 → 350');
    expect(auditChanges(plan([400, 400]), plan([400]))).toBe(
      'events #2.title: Instalment 2 → (empty)\nevents #2.amount: 400 → (empty)',
    );
    expect(auditChanges(null, { lines: [{ qty: 2, item: 'Fee' }] })).toBe(
      'lines #1.qty: 2\nlines #1.item: Fee',
    );
    // Key order, and an empty list or object against nothing, are no change.
    expect(auditChanges({ a: { x: 1, y: 2 }, b: [] }, { a: { y: 2, x: 1 }, b: null })).toBe('(no changes)');
  });

  it('reads a list of plain values as what was added and removed, not by position', () => {
    const acls = ['court-fines.read', 'fine-payments.read', 'reports.view', 'deposits.read'];
    // One tile ticked: the acl lands in the middle, every later one moves along.
    expect(
      auditChanges(
        { acls },
        {
          acls: ['court-fines.read', 'dashboard.view', 'fine-payments.read', 'reports.view', 'deposits.read'],
        },
      ),
    ).toBe('acls: added dashboard.view');
    expect(
      auditChanges({ acls }, { acls: ['reports.view', 'worklist.read', 'court-fines.read', 'audit.read'] }),
    ).toBe('acls: added worklist.read, audit.read\nacls: removed fine-payments.read, deposits.read');
    expect(auditChanges({ acls }, { acls: [...acls].reverse() })).toBe('acls: order changed');
    expect(auditChanges({ searchableFields: ['title'] }, { searchableFields: [] })).toBe(
      'searchableFields: removed title',
    );
    expect(auditChanges({ codes: null }, { codes: [3, 1] })).toBe('codes: added 3, 1');
    expect(auditChanges({ codes: [1, 1, 2] }, { codes: [1, 2] })).toBe('codes: removed 1');
    // Inside an object, and when a record is created or deleted.
    expect(auditChanges({ role: { acls: ['a'] } }, { role: { acls: ['a', 'b'] } })).toBe(
      'role.acls: added b',
    );
    expect(auditChanges(null, { acls: ['a', 'b'] })).toBe('acls: a, b');
    expect(auditChanges({ acls: ['a', 'b'] }, undefined)).toBe('acls: a, b → (removed)');
    // A list of objects is still followed item by item.
    expect(auditChanges({ lines: [{ qty: 1 }] }, { lines: [{ qty: 2 }] })).toBe('lines #1.qty: 1 → 2');
  });

  it('cuts long values with "…" and keeps each change on one line', () => {
    const long = 'x'.repeat(200);
    const [line] = auditChanges(null, { reason: long }).split('\n');
    expect(line).toBe(`reason: ${'x'.repeat(MAX_VALUE_LENGTH - 1)}…`);
    expect(showValue({ components: Array.from({ length: 50 }, (_, n) => ({ key: `f${n}` })) })).toHaveLength(
      MAX_VALUE_LENGTH,
    );
    expect(auditChanges({ note: 'one' }, { note: 'two\nthree' })).toBe('note: one → two three');
  });

  it('says when nothing changed, and answers "" for an entry with neither before nor after', () => {
    expect(auditChanges({ amount: 40 }, { amount: 40 })).toBe('(no changes)');
    expect(auditChanges(undefined, undefined)).toBe('');
    expect(auditChanges(null, null)).toBe('');
  });

  it('shows a side that is not an object as one value', () => {
    expect(auditChanges(1, 2)).toBe('value: 1 → 2');
  });

  it(`shows at most ${MAX_LINES} lines, the last counting the rest`, () => {
    const record = Object.fromEntries(Array.from({ length: 30 }, (_, n) => [`f${n + 10}`, n]));
    const lines = auditChanges(null, record).split('\n');
    expect(lines).toHaveLength(MAX_LINES);
    expect(lines[0]).toBe('f10: 0');
    expect(lines.at(-1)).toBe(`… and ${30 - MAX_LINES + 1} more changes`);
  });
});
