// A body cell: the formatted value, or the column's cell actions for the row.
import type { ActionServices } from '../../runtime/core/actions/action-context';
import type { GridOptions } from '../../schemas/grid-options';
import { CellAction } from './CellAction';
import { cellActionView, type CellActionView } from './cell-actions';
import { rawCellValue, type Row } from './cell-value';
import { formatCellValue } from './format-value';
import type { ResolvedColumn } from './grid-settings';
import { runCellAction, type RowActionTarget } from './run-cell-action';

export interface CellEnvironment {
  gridOptions: GridOptions;
  data: Record<string, unknown>;
  acls: readonly string[];
  services(): ActionServices;
  target: RowActionTarget;
}

export function CellContent({
  row,
  column,
  env,
}: {
  row: Row;
  column: ResolvedColumn;
  env: CellEnvironment;
}) {
  const value = rawCellValue(row, column, env.gridOptions);
  const text = formatCellValue(value, column);
  const formatters = column.displayValueFormatters ?? [];
  if (formatters.length === 0) return <>{text}</>;
  const views = formatters
    .map((formatter) =>
      cellActionView(formatter, {
        row,
        value,
        text,
        data: env.data,
        gridOptions: env.gridOptions,
        acls: env.acls,
      }),
    )
    .filter((view): view is CellActionView => view !== null);
  const run = (view: CellActionView) => {
    const services = env.services();
    runCellAction(view, row, services, env.target).catch((error: unknown) => {
      console.error('The cell action failed', error);
      services.notify('error', error instanceof Error ? error.message : String(error));
    });
  };
  return (
    <span className="ignite-smart-table__actions">
      {views.map((view, index) => (
        <CellAction key={index} view={view} onRun={() => run(view)} />
      ))}
    </span>
  );
}
