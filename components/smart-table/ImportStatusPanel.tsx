// What the import is doing: upload progress and reading (each with Cancel), the outcome (an upload alone when the grid does not
// parse its files), and each row that breaks the import form's rules (spec 001 §4.1 only logs them; here
// the user sees them too): the row by its number among the rows read, as the table's No. column and the
// server count them, the field by its label in the import form.
import { ProgressBar } from 'primereact/progressbar';
import type { StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { importRowName } from './import-parser';
import { IDLE_IMPORT, type TableState } from './table-state';

export function ImportStatusPanel({
  store,
  onCancel,
}: {
  store: StoreApi<TableState>;
  /** Stops the running upload or reading. */
  onCancel: () => void;
}) {
  const status = useStore(store, (state) => state.importStatus);
  const onDismiss = () => store.setState({ importStatus: IDLE_IMPORT });
  if (status.phase === 'idle') return null;
  if (status.phase === 'uploading' || status.phase === 'parsing') {
    const uploading = status.phase === 'uploading';
    return (
      <div className="ignite-smart-table__import mb-2" role="status">
        <div className="d-flex align-items-center justify-content-between small mb-1">
          <span>{uploading ? `Uploading ${status.fileName}…` : `Reading ${status.fileName}…`}</span>
          <button type="button" className="btn btn-link btn-sm p-0" onClick={onCancel}>
            Cancel import
          </button>
        </div>
        <ProgressBar
          value={uploading ? Math.round(status.progress * 100) : undefined}
          mode={uploading ? 'determinate' : 'indeterminate'}
          style={{ height: '0.75rem' }}
          aria-label="Import progress"
        />
      </div>
    );
  }
  const dismiss = <button type="button" className="btn-close" aria-label="Close" onClick={onDismiss} />;
  if (status.phase === 'error') {
    return (
      <div className="alert alert-danger d-flex justify-content-between align-items-start py-2" role="alert">
        <span>{status.message}</span>
        {dismiss}
      </div>
    );
  }
  // Without parseFileData the file is only uploaded: no rows were read.
  if (status.rowCount === undefined) {
    return (
      <div
        className="alert alert-success d-flex justify-content-between align-items-start py-2"
        role="status"
      >
        <span>{`${status.fileName} uploaded.`}</span>
        {dismiss}
      </div>
    );
  }
  const problems = status.problems;
  const badRows = new Set(problems.map((problem) => problem.row)).size;
  return (
    <div
      className={`alert ${problems.length > 0 ? 'alert-warning' : 'alert-success'} py-2 ignite-smart-table__import-report`}
      role={problems.length > 0 ? 'alert' : 'status'}
    >
      <div className="d-flex justify-content-between align-items-start">
        <span>
          {`${status.rowCount} ${status.rowCount === 1 ? 'row' : 'rows'} read from ${status.fileName}`}
          {problems.length > 0
            ? `; ${badRows} ${badRows === 1 ? 'row breaks' : 'rows break'} the import rules:`
            : '.'}
        </span>
        {dismiss}
      </div>
      {problems.length > 0 && (
        <ul className="mb-0 mt-1 small" aria-label="Import problems">
          {problems.map((problem, index) => (
            <li key={index}>
              {`${importRowName(problem.row)}${problem.field ? ` (${problem.label ?? problem.field})` : ''}: ${problem.message}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
