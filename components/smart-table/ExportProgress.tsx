// Progress of a running export (large API-driven exports read many pages) with a button that cancels
// it, or why it failed.
import { ProgressBar } from 'primereact/progressbar';
import type { StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { TableState } from './table-state';

export function ExportProgress({ store }: { store: StoreApi<TableState> }) {
  const status = useStore(store, (state) => state.exportStatus);
  if (status.message)
    return (
      <div className="alert alert-danger py-2" role="alert">
        {status.message}
      </div>
    );
  if (!status.running) return null;
  const percent = status.total > 0 ? Math.min(100, Math.round((status.done / status.total) * 100)) : 0;
  return (
    <div className="ignite-smart-table__export mb-2" role="status">
      <div className="d-flex align-items-center justify-content-between small mb-1">
        <span>
          {status.cancelling
            ? 'Cancelling the export…'
            : `Exporting ${status.done.toLocaleString('en-SG')} of ${status.total.toLocaleString('en-SG')} rows…`}
        </span>
        <button
          type="button"
          className="btn btn-link btn-sm p-0"
          disabled={status.cancelling}
          onClick={() => store.setState({ exportStatus: { ...status, cancelling: true } })}
        >
          Cancel export
        </button>
      </div>
      <ProgressBar value={percent} style={{ height: '0.75rem' }} aria-label="Export progress" />
    </div>
  );
}
