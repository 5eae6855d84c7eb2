// Retires a form after asking, with what uses it told first, then says what happened: deleted (nothing used
// it) or retired, and what uses it. A form nothing uses is deleted for good (Show retired cannot bring it
// back), so the question then says so and its button is "Delete". The portal's own popup screens and
// dashboard are not offered.
import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { FormSummary, RetireFormResponse } from '../../schemas/form-versions';
import { builderApi } from '../builder-api';
import { errorMessage } from '../../runtime/core/error-message';
import { PORTAL_FORM_IDS } from '../../runtime/core/form-references';

interface RetireDialogProps {
  form: FormSummary;
  onClose(changed: boolean): void;
}

type UsedByList = RetireFormResponse['usedBy'];

const isUsed = (usedBy: UsedByList) =>
  usedBy.resources.length > 0 || usedBy.menu.length > 0 || usedBy.forms.length > 0;

function UsedBy({ usedBy }: { usedBy: UsedByList }) {
  return (
    <ul className="ignite-forms-list__used-by">
      {usedBy.resources.map((name) => (
        <li key={`r-${name}`}>Resource {name}</li>
      ))}
      {usedBy.menu.map((entry) => (
        <li key={`m-${entry.routerLink}`}>
          Menu entry {entry.label} ({entry.routerLink})
        </li>
      ))}
      {usedBy.forms.map((formId) => (
        <li key={`f-${formId}`}>Form {formId}</li>
      ))}
    </ul>
  );
}

export function RetireDialog({ form, onClose }: RetireDialogProps) {
  const [answer, setAnswer] = useState<RetireFormResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // What uses the form now, asked as the dialog opens: undefined while asking, null when it could not be
  // told. Nothing is retired while asking: the answer decides whether the form is deleted for good.
  const [uses, setUses] = useState<{ builtIn: boolean; usedBy: UsedByList } | null>();
  useEffect(() => {
    let gone = false;
    builderApi.formUses(form.id).then(
      (answer) => !gone && setUses(answer),
      () => !gone && setUses(null),
    );
    return () => {
      gone = true;
    };
  }, [form.id]);

  async function retire() {
    setBusy(true);
    try {
      setAnswer(await builderApi.retireForm(form.id));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  // The popup screens and the dashboard: the portal opens them by itself, and the server refuses them.
  const builtIn = PORTAL_FORM_IDS.has(form.id) || uses?.builtIn === true;
  const deletes = !!uses && !isUsed(uses.usedBy);
  const footer = answer ? (
    <Button label="Close" onClick={() => onClose(true)} autoFocus />
  ) : builtIn ? (
    <Button label="Close" onClick={() => onClose(false)} autoFocus />
  ) : (
    <>
      <Button label="Cancel" outlined onClick={() => onClose(false)} />
      <Button
        label={deletes ? 'Delete' : 'Retire'}
        icon={deletes ? 'bi bi-trash' : undefined}
        severity="danger"
        onClick={() => void retire()}
        disabled={busy || uses === undefined}
      />
    </>
  );
  return (
    <Dialog
      visible
      header={`Retire ${form.id}`}
      onHide={() => onClose(answer !== null)}
      style={{ width: 'min(32rem, 95vw)' }}
      footer={footer}
    >
      {builtIn && (
        <p role="status">
          {form.id} cannot be retired: the portal opens it by itself (a built-in popup screen or the
          dashboard). Change it instead.
        </p>
      )}
      {!answer && !builtIn && !uses && (
        <p>
          A form nothing uses is deleted; a form still used by resources, menu entries or other forms is
          retired (hidden from the list, restorable) and the answer says what uses it.
        </p>
      )}
      {!answer && !builtIn && deletes && (
        <p>
          Nothing uses {form.id}, so it is not retired but <strong>deleted for good</strong>: the form and all
          its versions
          {form.publishedVersion !== null &&
            `, the published version ${form.publishedVersion} too (the portal stops serving it)`}
          . It cannot be restored.
        </p>
      )}
      {!answer && !builtIn && uses && isUsed(uses.usedBy) && (
        <div>
          <p>
            {form.id} is used by the following: retiring hides it from the list (restorable) and the portal
            keeps serving it.
          </p>
          <UsedBy usedBy={uses.usedBy} />
        </div>
      )}
      {answer?.outcome === 'deleted' && <p role="status">{form.id} was deleted: nothing used it.</p>}
      {answer?.outcome === 'retired' && (
        <div role="status">
          <p>{form.id} was retired. It is still used by:</p>
          <UsedBy usedBy={answer.usedBy} />
        </div>
      )}
      {error && (
        <p className="text-danger" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
