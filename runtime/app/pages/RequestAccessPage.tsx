// Request Access (spec 000 §6): the access rights the user lacks, grouped by category; the chosen ones
// and a reason are sent to the administrators and listed below with their status.
import { useEffect, useState, type FormEvent } from 'react';
import type { AccessRequest, AccessRequestOptions } from '../../../schemas/auth';
import { ApiError } from '../../core/http';
import { http } from '../services';
import { showToast } from '../shell/toast';
import { timestampText } from '../../core/timestamp-text';

export function RequestAccessPage() {
  const [options, setOptions] = useState<AccessRequestOptions | null>(null);
  const [mine, setMine] = useState<AccessRequest[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    Promise.all([
      http.get<AccessRequestOptions>('/api/iam/access-requests/options'),
      http.get<AccessRequest[]>('/api/iam/access-requests/mine', { quiet: true }),
    ])
      .then(([nextOptions, nextMine]) => {
        setOptions(nextOptions);
        setMine(nextMine);
      })
      .catch(() => setFailure('The access rights could not be loaded.'));
  }, []);

  const names = new Map(
    (options ?? []).flatMap((group) =>
      group.aclResources.map((acl) => [acl.resourceName, acl.displayName] as const),
    ),
  );
  const toggle = (name: string) =>
    setChosen((current) =>
      current.includes(name) ? current.filter((item) => item !== name) : [...current, name],
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0 || !reason.trim() || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await http.post<AccessRequest>('/api/iam/access-requests', {
        aclResources: chosen,
        reason: reason.trim(),
      });
      setSent(true);
      setChosen([]);
      setReason('');
      showToast({ severity: 'success', summary: 'Request sent' });
      setMine(await http.get<AccessRequest[]>('/api/iam/access-requests/mine', { quiet: true }));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'The request could not be sent.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ignite-request-access">
      <section className="ignite-screen mb-3" aria-labelledby="request-access-title">
        <h1 id="request-access-title" className="ignite-screen__title">
          Request Access
        </h1>
        {failure && (
          <div className="alert alert-danger py-2" role="alert">
            {failure}
          </div>
        )}
        {sent && (
          <div className="alert alert-success py-2" role="status">
            Your request was sent to the administrators.
          </div>
        )}
        {options === null && !failure && <p className="text-muted">Loading…</p>}
        {options?.length === 0 && <p className="mb-0">You hold every access right there is.</p>}
        {options && options.length > 0 && (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <p>Choose the access you need and say why. An administrator decides on your request.</p>
            <div className="ignite-acl-groups">
              {options.map((group) => (
                <fieldset key={group.resourceCategory.displayName} className="ignite-acl-group">
                  <legend className="fs-6 fw-semibold">{group.resourceCategory.displayName}</legend>
                  {group.aclResources.map((acl) => (
                    <div className="form-check" key={acl.resourceName}>
                      <input
                        className="form-check-input"
                        type="checkbox"
                        id={`acl-${acl.resourceName}`}
                        checked={chosen.includes(acl.resourceName)}
                        onChange={() => toggle(acl.resourceName)}
                      />
                      <label className="form-check-label" htmlFor={`acl-${acl.resourceName}`}>
                        {acl.displayName}
                      </label>
                    </div>
                  ))}
                </fieldset>
              ))}
            </div>
            <div className="mb-3">
              <label htmlFor="request-reason" className="form-label">
                Reason
              </label>
              <textarea
                id="request-reason"
                className="form-control"
                rows={3}
                maxLength={1000}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={busy || chosen.length === 0 || !reason.trim()}
            >
              Send request
            </button>
          </form>
        )}
      </section>
      {mine.length > 0 && (
        <section className="ignite-screen" aria-labelledby="my-requests-title">
          <h2 id="my-requests-title" className="h5">
            My requests
          </h2>
          <table className="table table-sm mb-0">
            <thead>
              <tr>
                <th scope="col">Sent</th>
                <th scope="col">Access</th>
                <th scope="col">Reason</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {mine.map((request) => (
                <tr key={request.id}>
                  <td>{timestampText(request.createdAt)}</td>
                  <td>{request.aclResources.map((name) => names.get(name) ?? name).join(', ')}</td>
                  <td className="text-break">{request.reason}</td>
                  <td>
                    <span className="badge ignite-chip">{request.status}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
