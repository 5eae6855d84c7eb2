import { describe, expect, it } from 'vitest';
import { dialogFields } from './dialog-fields';
import { keepSetSettings } from './unset-settings';

import { screenConfigEditForm } from '../../components/screen-config/edit-form';
import { smartTableEditForm } from '../../components/smart-table/edit-form';

describe('a dialog saved unchanged, around values no field of it writes', () => {
  it("keeps a screen configuration's steps, request bodies and popup data as they are, empty values included", () => {
    const opened = {
      type: 'screen-config',
      key: 'screenConfiguration',
      label: 'Screen',
      screenType: 'create',
      submissionUrl: '/court-fines',
      screenInitializationConfig: [
        { url: '/lookups', method: 'POST', requestBody: { status: '', note: null, filter: {} } },
      ],
      submitSuccessPopup: { popupType: 'information', data: { message: '', extra: {} } },
    };
    // As the dialog hands them on: its own fields left empty, the rest as they were.
    const settings = {
      ...structuredClone(opened),
      retrievalUrl: '',
      redirectUrlAfterSubmission: '',
      aclResource: '',
    };
    keepSetSettings(settings, { opened, fields: dialogFields(screenConfigEditForm()) });
    expect(settings).toEqual(opened);
  });

  it('keeps request bodies and popup data set under Advanced settings while the dialog was open', () => {
    const opened = { type: 'screen-config', key: 'screenConfiguration', screenType: 'create' };
    const settings = {
      ...structuredClone(opened),
      retrievalUrl: '',
      additionalConfig: [{ url: '/x', apiRequest: { reason: '', amount: null } }],
      submitSuccessPopup: { popupType: 'information', data: { message: '' } },
    };
    keepSetSettings(settings, { opened, fields: dialogFields(screenConfigEditForm()) });
    expect(settings).toEqual({
      ...opened,
      additionalConfig: [{ url: '/x', apiRequest: { reason: '', amount: null } }],
      submitSuccessPopup: { popupType: 'information', data: { message: '' } },
    });
  });

  it("keeps a smart table's default data rows and a column's empty header as they are", () => {
    const opened = {
      type: 'smart-table',
      key: 'records',
      gridOptions: {
        key: 'records',
        defaultData: [{ name: '', amount: null, meta: {} }],
        columnDefinitions: [{ field: 'select', headerName: '' }],
        additionalDataProviders: [{ apiUrl: '/extra', apiMethod: 'POST', apiRequest: { ids: [], note: '' } }],
      },
    };
    const settings = structuredClone(opened);
    keepSetSettings(settings, { opened, fields: dialogFields(smartTableEditForm()) });
    expect(settings).toEqual(opened);
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

  it('leaves settings edited as JSON text as typed, but for dialog fields typed empty the component lacked', () => {
    const opened = { type: 'smart-table', gridOptions: { key: 'rows' } };
    const settings = {
      type: 'smart-table',
      tooltip: '',
      gridOptions: {
        key: 'rows',
        title: '',
        pagination: false,
        defaultData: [{ note: '' }],
        columnDefinitions: [{ field: 'a', sortable: true, headerName: '' }],
      },
    };
    keepSetSettings(settings, { opened, fields: dialogFields(smartTableEditForm()), asText: true });
    expect(settings).toEqual({
      type: 'smart-table',
      tooltip: '',
      gridOptions: {
        key: 'rows',
        pagination: false,
        defaultData: [{ note: '' }],
        columnDefinitions: [{ field: 'a', sortable: true }],
      },
    });
  });
});
