import { describe, expect, it } from 'vitest';
import { planRows } from './record-count';

describe('planRows', () => {
  const plan = [{ Plan: { 'Node Type': 'Bitmap Heap Scan', 'Plan Rows': 78400, 'Total Cost': 43296.38 } }];

  it('reads the top node of EXPLAIN (FORMAT JSON), parsed or as text', () => {
    expect(planRows(plan)).toBe(78400);
    expect(planRows(JSON.stringify(plan))).toBe(78400);
  });

  it('answers undefined for anything else', () => {
    expect(planRows([])).toBeUndefined();
    expect(planRows([{ Plan: {} }])).toBeUndefined();
    expect(planRows([{ Plan: { 'Plan Rows': -1 } }])).toBeUndefined();
    expect(planRows({ Plan: { 'Plan Rows': 3 } })).toBeUndefined();
    expect(planRows(null)).toBeUndefined();
  });
});
