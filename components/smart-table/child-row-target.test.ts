import { describe, expect, it } from 'vitest';
import { withoutChildRow, type ChildRowRemoval } from './child-row-target';

const plans = () => [
  {
    id: 1,
    caseNumber: 'CF-1',
    plan: {
      events: [
        { id: 1, name: 'I1' },
        { id: 2, name: 'I2' },
      ],
    },
  },
  { id: 2, caseNumber: 'CF-2', plan: { events: [{ id: 1, name: 'J1' }] } },
];
const removal = (parent: object, child: object, extra: Partial<ChildRowRemoval> = {}): ChildRowRemoval => ({
  parent: parent as never,
  child: child as never,
  parentIdentifier: 'id',
  childIdentifier: 'id',
  childRowsAttribute: 'plan.events',
  ...extra,
});

describe("a child row's delete_row", () => {
  it('leaves the child out of its own parent only, matched by the identifier fields', () => {
    const rows = plans();
    const result = withoutChildRow(rows, removal({ id: 1 }, { id: 1 }));
    expect(result).toEqual([
      { id: 1, caseNumber: 'CF-1', plan: { events: [{ id: 2, name: 'I2' }] } },
      rows[1],
    ]);
    // The form's rows are not changed in place: the new list is written back.
    expect(rows[0]!.plan.events).toHaveLength(2);
    expect(result[1]).toBe(rows[1]);
  });

  it("uses the child grid's own identifier field", () => {
    const result = withoutChildRow(
      plans(),
      removal(
        { caseNumber: 'CF-1' },
        { name: 'I2' },
        { parentIdentifier: 'caseNumber', childIdentifier: 'name' },
      ),
    );
    expect((result[0] as { plan: { events: unknown[] } }).plan.events).toEqual([{ id: 1, name: 'I1' }]);
  });

  it('matches rows without an identifier by identity', () => {
    const rows = plans();
    const child = rows[1]!.plan.events[0]!;
    const result = withoutChildRow(rows, removal(rows[1]!, child, { childIdentifier: 'ref' }));
    expect((result[1] as { plan: { events: unknown[] } }).plan.events).toEqual([]);
    expect(result[0]).toBe(rows[0]);
  });
});
