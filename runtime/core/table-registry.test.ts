import { describe, expect, it, vi } from 'vitest';
import { tablesOf } from './table-registry';

describe('table registry', () => {
  it('reaches a registered table by key, per form, until it unregisters', () => {
    const form = {};
    const table = { refresh: vi.fn(), reset: vi.fn(), applyAdvancedFilter: vi.fn() };
    const unregister = tablesOf(form).register('fines', table);
    expect(tablesOf(form).refresh('fines')).toBe(true);
    expect(tablesOf(form).applyAdvancedFilter('fines', 'a=1')).toBe(true);
    expect(table.applyAdvancedFilter).toHaveBeenCalledWith('a=1');
    expect(tablesOf({}).refresh('fines')).toBe(false);
    unregister();
    expect(tablesOf(form).reset('fines')).toBe(false);
  });
});
