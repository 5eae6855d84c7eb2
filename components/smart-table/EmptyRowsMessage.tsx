// What an empty table says: its noDataLabel; on the form builder's canvas, where nothing loads, why it
// is empty (a designer took "No Records found" for a broken API URL).
import type { RowsTableProps } from './rows-table-props';

export function EmptyRowsMessage({ table, options }: Pick<RowsTableProps, 'table' | 'options'>) {
  if (table.instance.builderMode)
    return <div className="text-muted fst-italic">Rows load when the screen runs in the portal</div>;
  return <div className={options.noDataLabelStyleClass}>{options.noDataLabel}</div>;
}
