// The designer's view of the last action runs on this screen: each step's type, outcome, time, input,
// output and error. Shown to users with the builder acl only.
import { useState } from 'react';
import { useTraces } from './trace-store';

/** `defaultOpen`: a builder's preview opens it at once. */
export function TracePanel({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const traces = useTraces((state) => state.traces);
  const clear = useTraces((state) => state.clear);
  const [open, setOpen] = useState(defaultOpen);
  return (
    <aside className="ignite-trace card mt-3" aria-label="Action trace">
      <div className="card-header d-flex align-items-center gap-2">
        <button
          type="button"
          className="btn btn-sm btn-link p-0"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
        >
          <i className={`pi ${open ? 'pi-chevron-down' : 'pi-chevron-right'} me-1`} aria-hidden="true" />
          Action trace ({traces.length})
        </button>
        {open && traces.length > 0 && (
          <button type="button" className="btn btn-sm btn-outline-secondary ms-auto" onClick={clear}>
            Clear
          </button>
        )}
      </div>
      {open && (
        <div className="card-body p-2">
          {traces.length === 0 && (
            <p className="text-muted small mb-0">No action has run on this screen yet.</p>
          )}
          {traces.map((trace) => (
            <details key={`${trace.startedAt}${trace.source}`} className="mb-2">
              <summary className="small">
                <strong>{trace.source}</strong> · {trace.outcome} · {trace.durationMs} ms ·{' '}
                {new Date(trace.startedAt).toLocaleTimeString()}
              </summary>
              <table className="table table-sm small mb-0">
                <thead>
                  <tr>
                    <th>#</th>
                    <th>Type</th>
                    <th>Name</th>
                    <th>Outcome</th>
                    <th>ms</th>
                    <th>Output / error</th>
                  </tr>
                </thead>
                <tbody>
                  {trace.steps.map((step) => (
                    <tr
                      key={step.index}
                      className={
                        step.outcome === 'failed'
                          ? 'table-danger'
                          : step.outcome === 'SKIPPED'
                            ? 'table-secondary'
                            : ''
                      }
                    >
                      <td>{step.index}</td>
                      <td>{step.type}</td>
                      <td>{step.actionName}</td>
                      <td>{step.outcome}</td>
                      <td>{step.durationMs}</td>
                      <td>
                        <code className="ignite-trace__value">
                          {step.error ?? JSON.stringify(step.output) ?? ''}
                        </code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          ))}
        </div>
      )}
    </aside>
  );
}
