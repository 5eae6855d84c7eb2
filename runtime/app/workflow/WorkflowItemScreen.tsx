// A worklist item opened: the record's screen in workflow view (read-only, pending changes compared,
// only showInWorkflowItem buttons), its history, the decisions the assignee may take, and for an
// administrator the reassignment of a pending item to another approver.
import escape from 'lodash/escape';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { WorkflowHistoryEntry } from '../../../schemas/workflow';
import { ApiError } from '../../core/http';
import { openPopup, POPUP_SCREENS } from '../popups/popup-store';
import { ROUTES } from '../routes';
import { FormRendererScreen } from '../screens/FormRendererScreen';
import { fieldProblemsOf } from '../screens/server-problems';
import { http, navigate } from '../services';
import { useSession } from '../session/session-store';
import { useShell } from '../shell/shell-store';
import { chooseApprover, NoApproverChosen, rolesToChooseFrom } from './approver-chooser';
import { timestampText } from '../../core/timestamp-text';

interface ItemView {
  item: {
    id: number;
    resource: string;
    recordId: number;
    stepName: string;
    status: string;
    summary: string;
    assignedTo: string;
    submittedByName: string;
    submittedAt: string;
    version: number;
  };
  formId: string;
  /** Absent when the record of a returned item has been deleted since (recordDeleted says so). */
  record?: Record<string, unknown> & { workflowHistory?: WorkflowHistoryEntry[] };
  recordDeleted?: string;
  /** Why the assignee cannot decide the item (a role of its step taken away since), when they cannot. */
  refusal?: string;
  /** Whom the item waits for (absent when they are no longer an active user). */
  assignee?: { id: string; displayName: string };
  /** For an administrator, while the item waits: whom the approver chooser may offer instead. */
  reassign?: { allowedRoles: string[]; excludedUsers: string[] };
}

function latestRejection(history: readonly WorkflowHistoryEntry[]): WorkflowHistoryEntry | undefined {
  return history.findLast((entry) => entry.decision === 'REJECTED');
}

export function WorkflowItemRoute() {
  const { itemId = '' } = useParams();
  return <WorkflowItemScreen key={itemId} itemId={itemId} />;
}

export function WorkflowItemScreen({ itemId }: { itemId: string }) {
  const identity = useSession((state) => state.identity);
  const profile = useSession((state) => state.profile);
  const [view, setView] = useState<ItemView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [acting, setActing] = useState(false);
  // Counts reloads: a reassignment leaves the administrator on the item, shown as it now stands.
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    let cancelled = false;
    http.get<ItemView>(`/api/workflow/items/${encodeURIComponent(itemId)}`).then(
      (loaded) => !cancelled && setView(loaded),
      (error: unknown) => !cancelled && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [itemId, loads]);

  const finish = useCallback(async (message: string) => {
    // The server's message names people (approvers): text, never markup.
    await openPopup({
      formId: POPUP_SCREENS.information,
      title: 'Done',
      description: `<p>${escape(message)}</p>`,
    });
    navigate(ROUTES.landing);
  }, []);

  const act = useCallback(async (run: () => Promise<void>) => {
    setActing(true);
    try {
      await run();
    } catch (error) {
      if (!(error instanceof NoApproverChosen)) {
        const message = error instanceof ApiError || error instanceof Error ? error.message : String(error);
        // What the server says is wrong ("The write-off … is more than the … owed"), under its summary.
        const problems = fieldProblemsOf(error).map((problem) => `<li>${escape(problem.message)}</li>`);
        await openPopup({
          formId: POPUP_SCREENS.information,
          title: 'Could not complete',
          description: `<p>${escape(message)}</p>${problems.length ? `<ul>${problems.join('')}</ul>` : ''}`,
        });
      }
    } finally {
      setActing(false);
    }
  }, []);

  if (failure) {
    return (
      <div className="alert alert-danger" role="alert">
        This worklist item could not be opened: {failure}
      </div>
    );
  }
  if (!view || !identity) return <p className="text-muted">Loading…</p>;
  const { item, record } = view;
  const mine = item.assignedTo === identity.identity.id;
  const base = `/api/workflow/items/${item.id}`;
  const me = { id: identity.identity.id, displayName: profile?.displayName ?? '' };
  // A returned item was made when it was rejected: who rejected it, when and why is the news.
  const rejection = item.status === 'RETURNED' ? latestRejection(record?.workflowHistory ?? []) : undefined;
  // The rejected changes are shown as changes waiting were, compared with the record as it stands.
  const rejected =
    rejection?.pendingChanges && record && !record.pendingChanges ? rejection.pendingChanges : undefined;
  const shown = record && rejected ? { ...record, pendingChanges: rejected } : record;

  const approve = () =>
    act(async () => {
      let answer = await http.post<Record<string, unknown>>(`${base}/approve`, { version: item.version });
      const ask = rolesToChooseFrom(answer);
      if (ask) {
        const next = await chooseApprover(ask, record ?? {}, {
          http,
          open: openPopup,
          currentUser: me,
          busy: (delta) => useShell.getState().trackActivity(delta),
          wait: async () => undefined,
        });
        answer = await http.post<Record<string, unknown>>(`${base}/approve`, {
          version: item.version,
          nextStepWorkflowActor: next,
        });
      }
      await finish(String(answer.message ?? 'Approved.'));
    });

  const reject = () =>
    act(async () => {
      const answer = (await openPopup({
        formId: POPUP_SCREENS.reasoning,
        title: 'Reject',
        description: 'Tell the submitter why.',
      })) as { reason?: string } | undefined;
      if (!answer?.reason) return;
      const result = await http.post<{ message?: string }>(`${base}/reject`, {
        version: item.version,
        reason: answer.reason,
      });
      await finish(result.message ?? 'Rejected.');
    });

  const reassign = (choice: NonNullable<ItemView['reassign']>) =>
    act(async () => {
      const assignee = await chooseApprover(
        { roles: choice.allowedRoles, excludedUsers: choice.excludedUsers },
        record ?? {},
        {
          http,
          open: openPopup,
          currentUser: me,
          busy: (delta) => useShell.getState().trackActivity(delta),
          wait: async () => undefined,
        },
      );
      // Why it moves is kept in the record's history and the audit log; no reason, no reassignment.
      const answer = (await openPopup({
        formId: POPUP_SCREENS.reasoning,
        title: 'Reassign',
        description: `Say why this item goes to ${escape(assignee.displayName || 'the chosen approver')}.`,
      })) as { reason?: string } | undefined;
      if (!answer?.reason) return;
      const result = await http.post<{ message?: string }>(`${base}/reassign`, {
        assignee,
        version: item.version,
        reason: answer.reason,
      });
      await openPopup({
        formId: POPUP_SCREENS.information,
        title: 'Done',
        description: `<p>${escape(result.message ?? 'Reassigned.')}</p>`,
      });
      setLoads((count) => count + 1);
    });

  const acknowledge = () =>
    act(async () => {
      await http.post(`${base}/acknowledge`);
      navigate(ROUTES.landing);
    });

  return (
    <div className="ignite-workflow-item">
      <div className="ignite-screen mb-3">
        <h1 className="ignite-screen__title mb-2">
          {item.summary}{' '}
          <span className="badge text-bg-secondary align-middle">
            {item.status === 'RETURNED' ? 'Rejected' : item.stepName}
          </span>
        </h1>
        {rejection ? (
          <>
            <p className="text-muted mb-2">
              {item.resource} · rejected by {rejection.byName} on {timestampText(rejection.at)}
            </p>
            <p className="alert alert-warning ignite-workflow-item__reason mb-3">
              <strong>Reason for the rejection:</strong> {rejection.reason}
            </p>
            {rejected && (
              <p className="text-muted ignite-workflow-item__rejected-changes mb-3">
                The changes you sent are shown below, compared with the record as it stands.
              </p>
            )}
          </>
        ) : (
          <p className="text-muted mb-3">
            {item.resource} · submitted by {item.submittedByName} on {timestampText(item.submittedAt)}
            {item.status === 'PENDING' && view.assignee && (
              <span className="ignite-workflow-item__assignee">
                {' '}
                · waiting for {view.assignee.displayName}
              </span>
            )}
          </p>
        )}
        {view.recordDeleted && (
          <p className="alert alert-secondary ignite-workflow-item__deleted mb-3" role="status">
            {view.recordDeleted} Remove the item from your worklist: there is nothing left to open.
          </p>
        )}
        {mine && item.status === 'PENDING' && view.refusal && (
          <p className="alert alert-warning ignite-workflow-item__refusal mb-0" role="status">
            {view.refusal} To have someone who holds the role decide instead, send an administrator this
            page&apos;s address: they can reassign the item.
          </p>
        )}
        {mine && item.status === 'PENDING' && !view.refusal && (
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-success"
              disabled={acting}
              onClick={() => void approve()}
            >
              <i className="pi pi-check me-2" aria-hidden="true" />
              Approve
            </button>
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={acting}
              onClick={() => void reject()}
            >
              <i className="pi pi-times me-2" aria-hidden="true" />
              Reject
            </button>
          </div>
        )}
        {view.reassign && (
          <button
            type="button"
            className="btn btn-outline-primary mt-2"
            disabled={acting}
            onClick={() => void reassign(view.reassign!)}
          >
            <i className="pi pi-user-edit me-2" aria-hidden="true" />
            Reassign
          </button>
        )}
        {mine && item.status === 'RETURNED' && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={acting}
            onClick={() => void acknowledge()}
          >
            Remove from my worklist
          </button>
        )}
      </div>
      {shown && <FormRendererScreen formId={view.formId} id={String(item.recordId)} workflowRecord={shown} />}
      {record && (
        <section className="ignite-screen mt-3" aria-label="Workflow history">
          <h2 className="h6">History</h2>
          <table className="table table-sm mb-0">
            <thead>
              <tr>
                <th>When</th>
                <th>Step</th>
                <th>Decision</th>
                <th>By</th>
                <th>Reason / assigned to</th>
              </tr>
            </thead>
            <tbody>
              {(record.workflowHistory ?? []).map((entry) => (
                <tr key={`${entry.at}${entry.decision}${entry.step}`}>
                  <td>{timestampText(entry.at)}</td>
                  <td>{entry.step}</td>
                  <td>{entry.decision}</td>
                  <td>{entry.byName}</td>
                  <td>
                    {[entry.reason, entry.assignedToName && `→ ${entry.assignedToName}`]
                      .filter(Boolean)
                      .join(' ')}
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
