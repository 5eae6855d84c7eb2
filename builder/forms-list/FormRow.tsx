// One row of the forms list: what the form is, who changed it last, who holds its lock, what the
// portal serves, and its actions.
import { Link } from 'react-router-dom';
import type { FormSummary } from '../../schemas/form-versions';
import { BUILDER_PATHS } from '../builder-paths';
import { portalPath, readOnlyPath } from './form-links';
import { timestampText } from '../../runtime/core/timestamp-text';
import { SYSTEM_CHANGE } from '../system-change';

/** The dialog a row action opens. */
export type RowDialog = { kind: 'duplicate' | 'retire'; form: FormSummary } | null;

interface FormRowProps {
  form: FormSummary;
  userId: string | undefined;
  selected: boolean;
  onToggle(): void;
  onDialog(dialog: RowDialog): void;
  onRestore(): void;
}

function PublishedCell({ form }: { form: FormSummary }) {
  if (form.publishedVersion === null) return <span className="badge text-bg-secondary">never published</span>;
  return (
    <>
      v{form.publishedVersion}
      {form.latestVersion > form.publishedVersion && (
        <span className="badge text-bg-warning ms-1">draft newer (v{form.latestVersion})</span>
      )}
    </>
  );
}

export function FormRow({ form, userId, selected, onToggle, onDialog, onRestore }: FormRowProps) {
  const lockedByOther = form.lockedBy !== null && form.lockedBy.id !== userId;
  return (
    <tr data-form-id={form.id} className={form.retiredAt ? 'ignite-forms-list__retired' : undefined}>
      <td>
        <input
          type="checkbox"
          className="form-check-input"
          aria-label={`Select ${form.id}`}
          checked={selected}
          onChange={onToggle}
        />
      </td>
      <td>
        {form.name}
        {form.retiredAt && <span className="badge text-bg-dark ms-1">retired</span>}
      </td>
      <td>
        <code>{form.id}</code>
      </td>
      <td>{form.category}</td>
      <td className="ignite-forms-list__change">
        {form.updatedBy?.displayName ?? SYSTEM_CHANGE}
        <br />
        <small className="text-muted">{timestampText(form.updatedAt)}</small>
      </td>
      <td className="ignite-forms-list__lock">
        {form.lockedBy ? (
          <>
            <i className="pi pi-lock" aria-hidden="true" /> {form.lockedBy.displayName}
            {!lockedByOther && ' (you)'}
          </>
        ) : (
          <span className="text-muted">—</span>
        )}
      </td>
      <td>
        <PublishedCell form={form} />
      </td>
      <td className="ignite-forms-list__actions">
        {form.retiredAt ? (
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={onRestore}>
            Restore
          </button>
        ) : (
          <>
            {lockedByOther ? (
              <Link className="btn btn-sm btn-outline-primary" to={readOnlyPath(form.id)}>
                Open read-only
              </Link>
            ) : (
              <Link className="btn btn-sm btn-primary" to={BUILDER_PATHS.form(form.id)}>
                Open
              </Link>
            )}
            <a
              className="btn btn-sm btn-outline-secondary"
              href={portalPath(form, form.publishedVersion === null)}
              target="_blank"
              rel="noreferrer"
            >
              {form.publishedVersion === null ? 'Draft in portal' : 'In portal'}
            </a>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => onDialog({ kind: 'duplicate', form })}
            >
              Duplicate
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => onDialog({ kind: 'retire', form })}
            >
              Retire
            </button>
          </>
        )}
      </td>
    </tr>
  );
}
