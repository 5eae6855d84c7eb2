// Every form for designers (/forms/form-builder): search, category filter, retired forms on request;
// per row its last change, lock holder and published state, and the actions open, open in the
// portal, duplicate, retire and restore. Checked rows export as one package.
import './forms-list.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { FormSummary } from '../../schemas/form-versions';
import { useSession } from '../../runtime/app/session/session-store';
import { BuilderPage } from '../layout/BuilderPage';
import { builderApi } from '../builder-api';
import { BUILDER_PATHS } from '../builder-paths';
import { exportAndDownload } from '../packages/packages-api';
import { DuplicateDialog } from './DuplicateDialog';
import { NewFormDialog } from './NewFormDialog';
import { RetireDialog } from './RetireDialog';
import { FormRow, type RowDialog } from './FormRow';
import { errorMessage } from '../../runtime/core/error-message';
import { counted } from '../../runtime/core/counted';

export function FormsListPage() {
  const navigate = useNavigate();
  const userId = useSession((state) => state.identity?.identity.id);
  const [q, setQ] = useState('');
  const [category, setCategory] = useState('');
  const [includeRetired, setIncludeRetired] = useState(false);
  const [forms, setForms] = useState<FormSummary[] | null>(null);
  const [categories, setCategories] = useState<string[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<RowDialog>(null);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const reload = useCallback(async () => {
    try {
      setForms(await builderApi.listForms({ q, category, includeRetired }));
    } catch (failure) {
      setNotice({ severity: 'error', text: errorMessage(failure) });
    }
  }, [q, category, includeRetired]);

  useEffect(() => {
    const timer = setTimeout(() => void reload(), 200);
    return () => clearTimeout(timer);
  }, [reload]);

  // Categories come from the unfiltered list, so the filter keeps offering the others.
  useEffect(() => {
    builderApi.listForms({ includeRetired: true }).then(
      (all) => setCategories([...new Set(all.map((form) => form.category).filter(Boolean))].sort()),
      () => undefined,
    );
  }, []);

  const visibleSelection = useMemo(
    () => (forms ?? []).filter((form) => selected.has(form.id)).map((form) => form.id),
    [forms, selected],
  );

  function toggle(formId: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(formId)) next.delete(formId);
      else next.add(formId);
      return next;
    });
  }

  async function exportSelected() {
    try {
      const count = await exportAndDownload({ formIds: visibleSelection });
      setNotice({ severity: 'success', text: `Exported ${counted(count, 'form')}.` });
    } catch (failure) {
      setNotice({ severity: 'error', text: errorMessage(failure) });
    }
  }

  async function restore(form: FormSummary) {
    await builderApi.restoreForm(form.id);
    setNotice({ severity: 'success', text: `${form.id} is restored.` });
    await reload();
  }

  return (
    <BuilderPage
      title="Forms"
      actions={
        <>
          <Link
            className="btn btn-outline-secondary d-inline-flex align-items-center"
            to={BUILDER_PATHS.packages}
          >
            Import and export
          </Link>
          <Button
            label={`Export selected (${visibleSelection.length})`}
            outlined
            disabled={visibleSelection.length === 0}
            onClick={() => void exportSelected()}
          />
          <Button label="New form" icon="pi pi-plus" onClick={() => setCreating(true)} />
        </>
      }
    >
      <div className="ignite-forms-list__filters">
        <input
          type="search"
          className="form-control"
          placeholder="Search by id or title"
          aria-label="Search by id or title"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <select
          className="form-select"
          aria-label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          <option value="">All categories</option>
          {categories.map((entry) => (
            <option key={entry} value={entry}>
              {entry}
            </option>
          ))}
        </select>
        <label className="form-check">
          <input
            type="checkbox"
            className="form-check-input"
            checked={includeRetired}
            onChange={(event) => setIncludeRetired(event.target.checked)}
          />{' '}
          Show retired
        </label>
      </div>
      {notice && <Message severity={notice.severity} text={notice.text} />}
      {forms === null ? (
        <p>Loading forms…</p>
      ) : forms.length === 0 ? (
        <p>No forms match.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm table-hover align-middle ignite-forms-list" aria-label="Forms">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Select</span>
                </th>
                <th scope="col">Title</th>
                <th scope="col">Id</th>
                <th scope="col">Category</th>
                <th scope="col">Last change</th>
                <th scope="col">Locked by</th>
                <th scope="col">Published</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {forms.map((form) => (
                <FormRow
                  key={form.id}
                  form={form}
                  userId={userId}
                  selected={selected.has(form.id)}
                  onToggle={() => toggle(form.id)}
                  onDialog={setDialog}
                  onRestore={() => void restore(form)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {creating && (
        <NewFormDialog
          categories={categories}
          onCancel={() => setCreating(false)}
          onCreated={(formId) => navigate(BUILDER_PATHS.form(formId))}
        />
      )}
      {dialog?.kind === 'duplicate' && (
        <DuplicateDialog
          form={dialog.form}
          onCancel={() => setDialog(null)}
          onDone={(copy) => {
            setDialog(null);
            setNotice({ severity: 'success', text: `${copy.id} is a draft copy of ${dialog.form.id}.` });
            void reload();
          }}
        />
      )}
      {dialog?.kind === 'retire' && (
        <RetireDialog
          form={dialog.form}
          onClose={(changed) => {
            setDialog(null);
            if (changed) void reload();
          }}
        />
      )}
    </BuilderPage>
  );
}
