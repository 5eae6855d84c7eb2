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

  it('drops them in nested options and in the rows of lists, an option left empty included', () => {
    const settings = {
      type: 'smart-table',
      gridOptions: {
        key: 'records',
        columnDefinitions: [
          {
            field: 'amount',
            headerName: 'Amount',
            formatOptions: { case: '', currencyCode: '', decimalPlaces: null, prefix: 'S$' },
            displayValueFormatters: [{ category: 'no_action', actionUrl: '', toolTip: '' }],
          },
          { field: 'note', formatOptions: { case: '', numberFormat: '' } },
        ],
        additionalDataProviders: [],
      },
    };
    dropUnsetSettings(settings);
    expect(settings.gridOptions).toEqual({
      key: 'records',
      columnDefinitions: [
        {
          field: 'amount',
          headerName: 'Amount',
          formatOptions: { prefix: 'S$' },
          displayValueFormatters: [{ category: 'no_action' }],
        },
        { field: 'note' },
      ],
      additionalDataProviders: [],
    });
  });

  it("drops a screen configuration's empty settings, its steps' too", () => {
    const settings = {
      type: 'screen-config',
      key: 'screenConfiguration',
      label: 'Screen',
      screenType: 'create',
      submissionUrl: '/court-fines',
      retrievalUrl: '',
      redirectUrlAfterSubmission: '',
      navigateViaBrowser: false,
      actionListener: [{ actionType: 'goBack', actionName: 'back', condition: '' }],
    };
    dropUnsetSettings(settings);
    expect(settings).toEqual({
      type: 'screen-config',
      key: 'screenConfiguration',
      label: 'Screen',
      screenType: 'create',
      submissionUrl: '/court-fines',
      navigateViaBrowser: false,
      actionListener: [{ actionType: 'goBack', actionName: 'back' }],
    });
  });

  it('leaves other components alone', () => {
    const settings = { type: 'textfield', key: 'a', gridOptions: { x: '' } };
    dropUnsetSettings(settings);
    expect(settings.gridOptions).toEqual({ x: '' });
  });
});
