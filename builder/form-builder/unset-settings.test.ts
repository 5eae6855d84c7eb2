import { describe, expect, it } from 'vitest';
import { dropUnsetSettings } from './unset-settings';

describe('dropUnsetSettings', () => {
  it("drops a smart table's empty grid options and keeps the set ones, false and 0 included", () => {
    const settings = {
      type: 'smart-table',
      key: 'records',
      label: '',
      gridOptions: {
        key: 'records',
        importFormId: '',
        defaultData: {},
        emptyMessage: null,
        pagination: false,
        pageSize: 0,
        columnDefs: [],
      },
    };
    dropUnsetSettings(settings);
    expect(settings).toEqual({
      type: 'smart-table',
      key: 'records',
      label: '',
      gridOptions: { key: 'records', pagination: false, pageSize: 0, columnDefs: [] },
    });
  });

  it('leaves other components alone', () => {
    const settings = { type: 'textfield', key: 'a', gridOptions: { x: '' } };
    dropUnsetSettings(settings);
    expect(settings.gridOptions).toEqual({ x: '' });
  });
});
