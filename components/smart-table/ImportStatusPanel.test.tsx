// The import report names each bad row by its number among the rows read (the table's No. column, the
// server's row), and each field by its label.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportStatusPanel } from './ImportStatusPanel';
import { createTableState } from './table-state';

afterEach(cleanup);

function reportOf(fileName: string): string[] {
  cleanup();
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
        { row: 3, field: 'depositorName', label: 'Depositor name', message: 'Depositor name is required' },
        { row: 5, field: 'remarks', message: 'Remarks is too long' },
        { row: 12, field: '', message: 'The row is not one deposit' },
      ],
    },
  });
  render(<ImportStatusPanel store={store} onCancel={() => undefined} />);
  return screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
}

describe('the import report', () => {
  it('names a row by its number among the rows read, and a field by its label where it has one', () => {
    const report = [
      'Row 3 (Depositor name): Depositor name is required',
      'Row 5 (remarks): Remarks is too long',
      'Row 12: The row is not one deposit',
    ];
    expect(reportOf('deposits.csv')).toEqual(report);
    expect(reportOf('Deposits.XLSX')).toEqual(report);
  });
});
