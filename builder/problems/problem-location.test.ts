import { describe, expect, it } from 'vitest';
import { describeLocation, problemLocation } from './problem-location';

const form = {
  components: [
    { type: 'screen-config', key: 'screenConfiguration' },
    { type: 'textfield', key: 'amount', label: 'Amount' },
    {
      type: 'panel',
      key: 'main',
      label: 'Main',
      components: [{ type: 'smart-table', key: 'fines', label: 'Fines', gridOptions: { key: '' } }],
    },
  ],
};

describe('problemLocation', () => {
  it('finds the deepest component a pointer lands in and the setting below it', () => {
    const path = '/components/2/components/0/gridOptions/key';
    const location = problemLocation(form, path);
    expect(location).toEqual({
      component: { key: 'fines', type: 'smart-table', label: 'Fines', pointer: '/components/2/components/0' },
      setting: 'gridOptions.key',
    });
    expect(describeLocation(location, path)).toBe('smart table "fines" → gridOptions.key');
  });

  it('names the component itself, and falls back to the pointer outside components', () => {
    expect(describeLocation(problemLocation(form, '/components/1'), '/components/1')).toBe(
      'textfield "amount"',
    );
    expect(problemLocation(form, '/name')).toEqual({ component: null, setting: 'name' });
    expect(describeLocation(problemLocation(undefined, '/components/9/key'), '/components/9/key')).toBe(
      '/components/9/key',
    );
  });
});
