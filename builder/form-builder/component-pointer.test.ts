import { describe, expect, it } from 'vitest';
import { componentAtPointer } from './component-pointer';

const form = {
  components: [
    { type: 'screen-config', key: 'screen' },
    {
      type: 'columns',
      key: 'cols',
      columns: [{ components: [{ type: 'textfield', key: 'name' }] }],
    },
    { type: 'smart-table', key: 'fines', gridOptions: { key: 'fines' } },
  ],
};

describe('componentAtPointer', () => {
  it('finds a top-level component from a pointer into its settings', () => {
    expect(componentAtPointer(form, '/components/2/gridOptions/key')).toEqual({
      key: 'fines',
      type: 'smart-table',
      pointer: '/components/2',
    });
  });

  it('finds the deepest component inside a layout', () => {
    expect(componentAtPointer(form, '/components/1/columns/0/components/0/label')?.key).toBe('name');
  });

  it('answers null for the envelope or a pointer that leads nowhere', () => {
    expect(componentAtPointer(form, '/name')).toBeNull();
    expect(componentAtPointer(form, '/components/9/key')).toBeNull();
  });
});
