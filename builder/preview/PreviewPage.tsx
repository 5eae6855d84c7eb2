// Preview as a role (/forms/form-builder/:formId/preview): the designer picks a role, the server issues a
// short-lived token of the designer narrowed to that role's acls, and the screen's draft runs in a frame
// against the real server with that token (in the frame's memory only) and the action trace panel open.
import './preview.css';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Message } from 'primereact/message';
import type { PreviewRole, PreviewTokenResponse } from '../../schemas/form-versions';
import { BuilderPage } from '../layout/BuilderPage';
import { useFormName } from '../layout/use-form-name';
import { builderApi } from '../builder-api';
import { BUILDER_PATHS } from '../builder-paths';
import { AclList } from './AclList';
import { errorMessage } from '../../runtime/core/error-message';

const messageOf = (failure: unknown) => errorMessage(failure);

/** The frame's address: the draft of the form, the token in the fragment (never sent to the server as part of a URL). */
const frameSource = (formId: string, token: string) =>
  `/preview/${encodeURIComponent(formId)}?draft=true#token=${encodeURIComponent(token)}`;

export function PreviewPage() {
  const formId = useParams().formId ?? '';
  const formName = useFormName(formId);
  const [roles, setRoles] = useState<PreviewRole[] | null>(null);
  const [role, setRole] = useState('');
  const [preview, setPreview] = useState<PreviewTokenResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    builderApi.previewRoles().then(
      (list) => current && setRoles(list),
      (failure: unknown) => current && setError(messageOf(failure)),
    );
    return () => {
      current = false;
    };
  }, []);

  async function choose(name: string) {
    setRole(name);
    setPreview(null);
    setError(null);
    if (!name) return;
    try {
      setPreview(await builderApi.previewToken(name));
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  return (
    <BuilderPage
      title={`Preview of ${formName}`}
      actions={
        <>
          <Link className="btn btn-outline-secondary btn-sm" to={BUILDER_PATHS.form(formId)}>
            Open in the builder
          </Link>
          <Link className="btn btn-outline-secondary btn-sm" to={BUILDER_PATHS.versions(formId)}>
            Versions
          </Link>
        </>
      }
    >
      <div className="ignite-preview-controls">
        <label htmlFor="preview-role" className="form-label mb-0">
          Preview as role
        </label>
        <select
          id="preview-role"
          className="form-select form-select-sm"
          value={role}
          disabled={!roles}
          onChange={(event) => void choose(event.target.value)}
        >
          <option value="">Choose a role…</option>
          {roles?.map((entry) => (
            <option key={entry.name} value={entry.name} title={entry.description}>
              {entry.name}
              {entry.description ? ` (${entry.description})` : ''}
            </option>
          ))}
        </select>
      </div>
      {error && <Message severity="error" text={error} />}
      {!preview && !error && (
        <p className="text-muted">Choose a role to run the draft of this screen as that role.</p>
      )}
      {preview && (
        <>
          <div className="ignite-preview-acls">
            <AclList title={`Acls the preview holds as ${preview.role}`} acls={preview.acls} kind="held" />
            <AclList
              title="Withheld (the role has them, you do not)"
              acls={preview.withheldAcls}
              kind="withheld"
            />
          </div>
          <iframe
            // A new token is a new frame: changing the role reloads the screen.
            key={preview.token}
            className="ignite-preview-frame"
            title={`Preview of ${formName} as ${preview.role}`}
            src={frameSource(formId, preview.token)}
          />
        </>
      )}
    </BuilderPage>
  );
}
