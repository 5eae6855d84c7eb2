// The import report names each bad row as the user finds it in the file.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportStatusPanel } from './ImportStatusPanel';
import { createTableState } from './table-state';

afterEach(cleanup);

function reportOf(fileName: string): string[] {
  const store = createTableState({
    rowsPerPage: 10,
    simpleSearchOperator: 'contains',
    title: '',
    savedQueries: [],
    loading: false,
  });
  store.setState({
    importStatus: {
      phase: 'done',
      progress: 1,
      fileName,
      rowCount: 4,
      problems: [
        { row: 3, field: 'depositorName', message: 'Depositor name is required' },
        { row: 12, field: '', message: 'The row is not one deposit' },
      ],
    },
  });
  render(<ImportStatusPanel store={store} onCancel={() => undefined} />);
  return screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
}

describe('the import report', () => {
  it('names a CSV row by its line', () => {
    expect(reportOf('deposits.csv')).toEqual([
      'Line 3 (depositorName): Depositor name is required',
      'Line 12: The row is not one deposit',
    ]);
  });

  it('names a workbook row by the sheet’s row', () => {
    expect(reportOf('Deposits.XLSX')).toEqual([
      'Row 3 (depositorName): Depositor name is required',
      'Row 12: The row is not one deposit',
    ]);
  });
});
