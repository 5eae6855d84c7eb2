// The version history of a form (/forms/form-builder/:formId/versions): pick two versions and see what
// changed between them, publish a version, or roll back to one as a new draft.
import './versions.css';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Message } from 'primereact/message';
import { ApiError } from '../../runtime/core/http';
import { diffForms } from '../../runtime/core/form-diff';
import type { LintProblem } from '../../runtime/core/lint/lint-rule';
import { BuilderPage } from '../layout/BuilderPage';
import { builderApi } from '../builder-api';
import { useFormName } from '../layout/use-form-name';
import { BUILDER_PATHS } from '../builder-paths';
import { RollbackDialog } from './RollbackDialog';
import { defaultPair, useFormVersions } from './use-form-versions';
import { VersionDiffView } from './VersionDiffView';
import { VersionHistory } from './VersionHistory';
import { errorMessage } from '../../runtime/core/error-message';

interface Outcome {
  severity: 'success' | 'error';
  text: string;
  problems?: LintProblem[];
}

function failureOutcome(failure: unknown): Outcome {
  if (failure instanceof ApiError && failure.errorCode === 'LINT_ERRORS' && Array.isArray(failure.details)) {
    return { severity: 'error', text: failure.message, problems: failure.details as LintProblem[] };
  }
  return { severity: 'error', text: errorMessage(failure) };
}

export function VersionsPage() {
  const formId = useParams().formId ?? '';
  const formName = useFormName(formId);
  const { versions, error, reload, content, load } = useFormVersions(formId);
  // The designer's pick, else the default (published against newest), so a reload re-derives it.
  const [picked, setPicked] = useState<[number, number] | null>(null);
  const pair = picked ?? (versions ? defaultPair(versions) : null);
  const [rollbackOf, setRollbackOf] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const [left, right] = pair ?? [null, null];
  useEffect(() => {
    if (left !== null) load(left);
    if (right !== null) load(right);
  }, [left, right, load]);

  const leftContent = left === null ? undefined : content(left);
  const rightContent = right === null ? undefined : content(right);
  const diff = useMemo(
    () => (leftContent && rightContent ? diffForms(leftContent.form, rightContent.form) : null),
    [leftContent, rightContent],
  );

  async function act(run: () => Promise<Outcome>) {
    setBusy(true);
    try {
      setOutcome(await run());
    } catch (failure) {
      setOutcome(failureOutcome(failure));
      // A version saved meanwhile (409) is listed, to be seen before publishing again.
      if (failure instanceof ApiError && failure.status === 409) void reload();
    } finally {
      setBusy(false);
    }
  }

  const publish = (version: number) =>
    act(async () => {
      // An older version is published on purpose; one saved since the list was loaded refuses it (409).
      await builderApi.publish(
        formId,
        version,
        Math.max(version, ...(versions ?? []).map((row) => row.version)),
      );
      await reload();
      return { severity: 'success', text: `Version ${version} is published: the portal serves it now.` };
    });

  const rollback = (version: number, note: string) => {
    setRollbackOf(null);
    return act(async () => {
      const saved = await builderApi.rollback(formId, version, note || undefined);
      await reload();
      setPicked(null);
      return {
        severity: 'success',
        text: `Version ${saved.version.version} is a new draft equal to version ${version}.`,
      };
    });
  };

  return (
    <BuilderPage
      title={`Versions of ${formName}`}
      actions={
        <>
          <Link className="btn btn-outline-secondary btn-sm" to={BUILDER_PATHS.form(formId)}>
            Open in the builder
          </Link>
          <Link className="btn btn-outline-secondary btn-sm" to={BUILDER_PATHS.preview(formId)}>
            Preview as a role
          </Link>
        </>
      }
    >
      {error && <Message severity="error" text={error} />}
      {outcome && (
        <div role="status" className={`ignite-versions-outcome ignite-versions-outcome--${outcome.severity}`}>
          {outcome.text}
          {outcome.problems && (
            <ul>
              {outcome.problems.map((problem) => (
                <li key={`${problem.ruleId}${problem.path}`}>
                  <code>{problem.path}</code> {problem.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {versions === null && !error && <p>Loading versions…</p>}
      {versions && (
        <VersionHistory
          versions={versions}
          left={left}
          right={right}
          busy={busy}
          onPick={(side, version) =>
            setPicked(() => {
              const [a, b] = pair ?? [version, version];
              return side === 'left' ? [version, b] : [a, version];
            })
          }
          onPublish={(version) => void publish(version)}
          onRollback={setRollbackOf}
        />
      )}
      {pair && left === right && (
        <p className="ignite-versions-diff text-body-secondary">
          Choose two different versions to compare (From and To).
        </p>
      )}
      {pair && left !== right && (
        <section className="ignite-versions-diff">
          <h2>
            Version {left} → version {right}
          </h2>
          {diff ? (
            <VersionDiffView diff={diff} left={left ?? 0} right={right ?? 0} />
          ) : (
            <p>Loading the versions…</p>
          )}
        </section>
      )}
      {rollbackOf !== null && (
        <RollbackDialog
          version={rollbackOf}
          onConfirm={(note) => void rollback(rollbackOf, note)}
          onCancel={() => setRollbackOf(null)}
        />
      )}
    </BuilderPage>
  );
}
