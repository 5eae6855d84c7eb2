import { describe, expect, it } from 'vitest';
import { dialogFields } from './dialog-fields';
import { dropUnsetSettings, keepSetSettings } from './unset-settings';

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

describe('keepSetSettings', () => {
  // A dialog like a smart table's: a checkbox, a checkbox on by default, a select with a default, a
  // required select with a default, and a list of rows with fields of their own.
  const fields = dialogFields({
    components: [
      { type: 'checkbox', key: 'options.flag', input: true },
      { type: 'checkbox', key: 'options.on', input: true, defaultValue: true },
      { type: 'select', key: 'options.kind', input: true, defaultValue: 'string' },
      { type: 'textfield', key: 'options.title', input: true },
      {
        type: 'editgrid',
        key: 'options.rows',
        input: true,
        components: [
          { type: 'textfield', key: 'field', input: true, validate: { required: true } },
          { type: 'checkbox', key: 'sortable', input: true, defaultValue: true },
          { type: 'checkbox', key: 'format.dates', input: true },
          {
            type: 'select',
            key: 'category',
            input: true,
            defaultValue: 'none',
            validate: { required: true },
          },
          { type: 'editgrid', key: 'actions', input: true, components: [] },
        ],
      },
    ],
  });
  /** What the dialog writes for a row nobody touched, with the row's own settings. */
  const untouchedRow = (own: Record<string, unknown>) => ({
    sortable: true,
    format: { dates: false },
    category: 'none',
    actions: [],
    ...own,
  });

  it('drops what the dialog wrote of its own and keeps what the component had, default or not', () => {
    const opened = { type: 'x', options: { on: true, rows: [{ field: 'a', sortable: false }] } };
    const settings = {
      type: 'x',
      options: {
        flag: false,
        on: true,
        kind: 'string',
        title: '',
        rows: [untouchedRow({ field: 'a', sortable: false })],
      },
    };
    keepSetSettings(settings, { opened, fields });
    expect(settings).toEqual({
      type: 'x',
      options: { on: true, rows: [{ field: 'a', sortable: false, category: 'none' }] },
    });
  });

  it("keeps what the designer changed, a default chosen for a required field and a row's own values", () => {
    const opened = { options: { rows: [{ field: 'a' }, { field: 'b' }] } };
    const settings = {
      options: {
        flag: true,
        on: false,
        kind: 'date',
        rows: [
          untouchedRow({ field: 'a', sortable: false }),
          untouchedRow({ field: 'b2', format: { dates: true } }),
        ],
      },
    };
    keepSetSettings(settings, { opened, fields });
    expect(settings.options).toEqual({
      flag: true,
      on: false,
      kind: 'date',
      rows: [
        { field: 'a', sortable: false, category: 'none' },
        { field: 'b2', format: { dates: true }, category: 'none' },
      ],
    });
  });

  it('pairs rows by what they held: a removed row does not make the next one look changed', () => {
    const opened = { options: { rows: [{ field: 'a' }, { field: 'b', sortable: true }, { field: 'c' }] } };
    const settings = {
      options: {
        rows: [
          untouchedRow({ field: 'b', sortable: true }),
          untouchedRow({ field: 'c' }),
          untouchedRow({ field: 'new' }),
        ],
      },
    };
    keepSetSettings(settings, { opened, fields });
    expect(settings.options.rows).toEqual([
      { field: 'b', sortable: true, category: 'none' },
      { field: 'c', category: 'none' },
      { field: 'new', category: 'none' },
    ]);
  });

  it('drops a list the component did not have when the dialog left it empty', () => {
    const settings = { options: { rows: [] as unknown[] }, other: [] as unknown[] };
    keepSetSettings(settings, { opened: {}, fields });
    expect(settings).toEqual({ other: [] });
  });

  it('leaves settings edited as JSON text as typed, but for the unset ones of a smart table', () => {
    const settings = {
      type: 'smart-table',
      gridOptions: { key: 'rows', title: '', columnDefinitions: [{ field: 'a', sortable: true }] },
    };
    keepSetSettings(settings);
    expect(settings).toEqual({
      type: 'smart-table',
      gridOptions: { key: 'rows', columnDefinitions: [{ field: 'a', sortable: true }] },
    });
  });
});
