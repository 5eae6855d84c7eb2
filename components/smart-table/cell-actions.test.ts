import { describe, expect, it, vi } from 'vitest';
import type { DisplayValueFormatter } from '../../schemas/grid-options';
import { cellActionView, type CellActionInput } from './cell-actions';
import { cellText } from './cell-value';
import { resolveColumn } from './grid-settings';
import { downloadUrl, runCellAction } from './run-cell-action';
import { fakeServices } from '../../tests/helpers/fake-action-run';

const input = (overrides: Partial<CellActionInput> = {}): CellActionInput => ({
  row: { id: 7, caseNumber: 'CF-7', status: 'OPEN', documentId: 'd-1' },
  value: 'CF-7',
  text: 'CF-7',
  data: {},
  gridOptions: { key: 'fines', columnDefinitions: [] },
  acls: ['court-fines.write'],
  ...overrides,
});

const view: DisplayValueFormatter = {
  category: 'navigation',
  actionUrl: '/app/court-fines/court-fine-view/{{ row.id }}',
};

describe('cell actions (spec 001 §3.4, §5.1)', () => {
  it('shows the value, or its display template', () => {
    expect(cellActionView(view, input())?.text).toBe('CF-7');
    expect(
      cellActionView({ ...view, displayValueFormatterTemplate: 'Open {{ row.caseNumber }}' }, input())?.text,
    ).toBe('Open CF-7');
  });

  it('shows html with the values from data as text: markup a user typed into a record stays text', () => {
    const overlay = '<div style="position:fixed">Session expired<form><input name=p></form></div>';
    const row = { id: 7, caseNumber: 'CF-7', offenderName: overlay };
    const shown = cellActionView(
      { ...view, displayType: 'html', displayValueFormatterTemplate: '<b>{{ row.offenderName }}</b>' },
      input({ row }),
    );
    expect(shown?.html).toBe(
      `<b>${overlay.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}</b>`,
    );
    // Without a template, the cell's own text, escaped.
    expect(
      cellActionView({ ...view, displayType: 'html' }, input({ value: '<i>x</i>', text: '<i>x</i>' }))?.html,
    ).toBe('&lt;i&gt;x&lt;/i&gt;');
  });

  it('hides an action for an empty value, DO_NOT_DISPLAY, or a missing acl', () => {
    expect(cellActionView(view, input({ value: null, text: '--' }))).toBeNull();
    expect(cellActionView(view, input({ value: 'DO_NOT_DISPLAY' }))).toBeNull();
    expect(
      cellActionView(
        { ...view, displayValueFormatterTemplate: "{{ row.status === 'OPEN' ? 'DO_NOT_DISPLAY' : 'Edit' }}" },
        input(),
      ),
    ).toBeNull();
    // A fixed label shows for every row: an actions column has no field of its own.
    expect(
      cellActionView({ ...view, displayValueFormatterTemplate: 'Edit' }, input({ value: null }))?.text,
    ).toBe('Edit');
    expect(cellActionView({ ...view, aclResource: 'admin.roles' }, input())).toBeNull();
    expect(
      cellActionView({ ...view, aclResource: 'admin.roles, court-fines.write' }, input()),
    ).not.toBeNull();
  });

  it('needs only the acl for a display-only cell', () => {
    expect(cellActionView({ category: 'no_action' }, input({ value: null, text: '--' }))?.text).toBe('--');
    expect(cellActionView({ category: 'no_action', aclResource: 'x' }, input())).toBeNull();
  });

  it('disables by conditionallyDisable, with toolTipWhenDisabled (or no tooltip)', () => {
    const formatter = {
      ...view,
      toolTip: 'View',
      toolTipWhenDisabled: 'Closed fines cannot be opened',
      conditionallyDisable: "row.status === 'CLOSED'",
    };
    expect(cellActionView(formatter, input())).toMatchObject({ disabled: false, tooltip: 'View' });
    const closed = input({ row: { id: 1, status: 'CLOSED' } });
    expect(cellActionView(formatter, closed)).toMatchObject({
      disabled: true,
      tooltip: 'Closed fines cannot be opened',
    });
    expect(cellActionView({ ...formatter, toolTipWhenDisabled: undefined }, closed)?.tooltip).toBe('');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(cellActionView({ ...formatter, conditionallyDisable: 'nope(' }, closed)?.disabled).toBe(false);
  });

  it('navigates with the state of stateToPropagateEvaluator', async () => {
    const fake = fakeServices();
    const shown = cellActionView(
      { ...view, stateToPropagateEvaluator: '({ caseNumber: row.caseNumber })' },
      input(),
    )!;
    await runCellAction(shown, input().row, fake.services, {
      deleteRow: () => undefined,
      emit: () => undefined,
    });
    expect(fake.navigations).toEqual(['closeAll', 'app:/app/court-fines/court-fine-view/7']);
  });

  it('opens a popup and emits closed with its result; edit and delete go to the table', async () => {
    const fake = fakeServices({}, [{ confirmed: true }]);
    const emitted: [string, unknown][] = [];
    const deleted: unknown[] = [];
    const target = {
      deleteRow: (row: unknown) => deleted.push(row),
      emit: (event: string, payload: unknown) => emitted.push([event, payload]),
    };
    const row = input().row;
    await runCellAction(
      cellActionView({ category: 'popup', popupScreenId: 'confirmation-popup' }, input())!,
      row,
      fake.services,
      target,
    );
    await runCellAction(cellActionView({ category: 'edit_row' }, input())!, row, fake.services, target);
    await runCellAction(cellActionView({ category: 'delete_row' }, input())!, row, fake.services, target);
    expect(fake.popups[0]).toMatchObject({ formId: 'confirmation-popup', inputData: row });
    expect(emitted).toEqual([
      ['closed', { row, result: { confirmed: true }, actionValue: 'CF-7' }],
      ['edit', { row, actionValue: 'CF-7' }],
    ]);
    expect(deleted).toEqual([row]);
  });

  it('downloads the file at actionUrl plus the row’s downloadId', async () => {
    const fake = fakeServices({
      'GET /api/core/documents/download/d-1': { file: { content: 'x', fileName: 'a.pdf' } },
    });
    const shown = cellActionView(
      { category: 'download', actionUrl: '/api/core/documents/download', downloadId: 'documentId' },
      input(),
    )!;
    expect(downloadUrl(shown, input().row)).toBe('/api/core/documents/download/d-1');
    await runCellAction(shown, input().row, fake.services, {
      deleteRow: () => undefined,
      emit: () => undefined,
    });
    expect(fake.downloads.map((download) => download.fileName)).toEqual(['a.pdf']);
  });

  it('hides a download for a row without a document, and never asks for the field name instead', () => {
    const formatter: DisplayValueFormatter = {
      category: 'download',
      displayValueFormatterTemplate: 'Download',
      actionUrl: '/api/core/documents/download',
      downloadId: 'documentId',
    };
    const row = { id: 8, caseNumber: 'CF-8', documentId: null };
    expect(cellActionView(formatter, input({ row, value: 'CF-8' }))).toBeNull();
    const shown = cellActionView(formatter, input())!;
    expect(() => downloadUrl(shown, row)).toThrow('This row has no documentId to download');
  });
});

describe('composite columns (spec 001 §3.3)', () => {
  it('build their text from valueFormatterTemplate with rowData and gridOptions', () => {
    const column = resolveColumn({
      field: 'x',
      compositeColumn: true,
      valueFormatterTemplate: '{{ rowData.first }} {{ rowData.last }} ({{ gridOptions.key }})',
    });
    expect(cellText({ first: 'Tan', last: 'Wei' }, column, { key: 'fines', columnDefinitions: [] })).toBe(
      'Tan Wei (fines)',
    );
    const empty = resolveColumn({
      field: 'x',
      compositeColumn: true,
      valueFormatterTemplate: '{{ rowData.missing || "" }}',
    });
    expect(cellText({}, empty, { key: 'g', columnDefinitions: [] })).toBe('--');
  });
});
