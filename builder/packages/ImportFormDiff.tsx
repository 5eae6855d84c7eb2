// What importing a changed form changes: the component-level diff against the newest saved version of the form.
import { useEffect, useState } from 'react';
import { diffForms, isEmptyDiff, type DiffableForm, type FormDiff } from '../../runtime/core/form-diff';
import { builderApi } from '../builder-api';
import { ChangeTable } from '../versions/ChangeTable';
import { errorMessage } from '../../runtime/core/error-message';

const describe = (ref: { key: string; label?: string; type: string }) =>
  `${ref.label ?? ref.key} (${ref.type})`;

export function ImportFormDiff({
  formId,
  incoming,
  unpublishedDraft,
}: {
  formId: string;
  incoming: DiffableForm;
  /** The newest version when it is a draft above the published one (what the comparison is with). */
  unpublishedDraft?: number | undefined;
}) {
  const [diff, setDiff] = useState<FormDiff | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    // The newest version, as the builder opens it (components as a list, not the wire format's text).
    builderApi.latestVersion(formId).then(
      (current) => setDiff(diffForms(current.form, incoming)),
      (failure: unknown) => setError(errorMessage(failure)),
    );
  }, [formId, incoming]);
  if (error) return <p className="text-danger">{error}</p>;
  if (!diff) return <p>Comparing…</p>;
  return (
    <div className="ignite-packages__diff" aria-label={`Changes to ${formId}`}>
      {unpublishedDraft !== undefined && (
        <p className="small text-body-secondary">
          Compared with the newest saved version, v{unpublishedDraft} (an unpublished draft).
        </p>
      )}
      {isEmptyDiff(diff) && <p>The same as the newest saved version.</p>}
      {diff.envelope.length > 0 && <ChangeTable changes={diff.envelope} caption="Form" />}
      {diff.added.length > 0 && <p>Added: {diff.added.map(describe).join(', ')}</p>}
      {diff.removed.length > 0 && <p>Removed: {diff.removed.map(describe).join(', ')}</p>}
      {diff.moved.length > 0 && <p>Moved: {diff.moved.map((move) => describe(move.after)).join(', ')}</p>}
      {diff.changed.map((change) => (
        <ChangeTable
          key={change.key}
          changes={change.changes}
          caption={describe(change.after)}
          beforeTitle={`Now: ${describe(change.before)}`}
          afterTitle="Imported"
        />
      ))}
      {diff.screenConfig.length > 0 && (
        <ChangeTable changes={diff.screenConfig} caption="Screen configuration" />
      )}
    </div>
  );
}
