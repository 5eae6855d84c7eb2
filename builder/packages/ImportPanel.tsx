// Import: pick or drop .json files (a package, a Form.io form or a Form.io project template); the dry
// run shows what would be created, changed or left alone, and only a confirmation writes it.
// Administrators confirm; designers see the dry run and that an administrator must confirm.
import { useState, type DragEvent } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ApiError } from '../../runtime/core/http';
import { hasAccess } from '../../runtime/core/access';
import { useSession } from '../../runtime/app/session/session-store';
import type { ImportReport, PackageProblem } from '../../schemas/package';
import { DryRunTable, reportRows } from './DryRunTable';
import { packagesApi, type UploadFile } from './packages-api';
import { ProblemsTable } from './ProblemsTable';
import { readJsonFiles } from './read-files';
import { errorMessage } from '../../runtime/core/error-message';
import { counted } from '../../runtime/core/counted';

const IMPORT_ACL = 'admin.resources';

const toWriteOf = (report: ImportReport) =>
  reportRows(report).filter((row) => row.outcome !== 'unchanged').length;

interface ImportState {
  files: UploadFile[];
  dryRun?: ImportReport;
  report?: ImportReport;
  problems?: PackageProblem[];
  error?: string;
}

function refusal(failure: unknown): Pick<ImportState, 'problems' | 'error'> {
  if (
    failure instanceof ApiError &&
    failure.errorCode === 'INVALID_PACKAGE' &&
    Array.isArray(failure.details)
  )
    return { problems: failure.details as PackageProblem[], error: failure.message };
  return { error: errorMessage(failure) };
}

export function ImportPanel() {
  const acls = useSession((state) => state.identity?.acls);
  const mayConfirm = hasAccess(acls ?? [], IMPORT_ACL);
  const [state, setState] = useState<ImportState | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  async function pick(list: FileList | File[]) {
    if (list.length === 0) return;
    setBusy(true);
    const read = await readJsonFiles(list);
    if (read.problems.length > 0) {
      setState({ files: read.files, problems: read.problems, error: 'Some files are not JSON' });
    } else {
      try {
        setState({ files: read.files, dryRun: await packagesApi.importPackage(read.files, true) });
      } catch (failure) {
        setState({ files: read.files, ...refusal(failure) });
      }
    }
    setBusy(false);
  }

  async function confirm(files: UploadFile[]) {
    setBusy(true);
    try {
      setState({ files, report: await packagesApi.importPackage(files, false) });
    } catch (failure) {
      setState((current) => ({ ...(current ?? { files }), ...refusal(failure) }));
    }
    setBusy(false);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void pick(event.dataTransfer.files);
  }

  const toWrite = state?.dryRun ? toWriteOf(state.dryRun) : 0;
  return (
    <section className="ignite-packages__panel" aria-labelledby="import-title">
      <h2 id="import-title">Import</h2>
      <div
        className={`ignite-packages__drop${dragging ? ' ignite-packages__drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <label htmlFor="import-files" className="form-label">
          Drop .json files here, or choose them
        </label>
        <input
          id="import-files"
          type="file"
          className="form-control"
          accept=".json,application/json"
          multiple
          disabled={busy}
          onChange={(event) => {
            const files = event.target.files && [...event.target.files];
            // Emptied, so that choosing the same file again (after an import, or a fix) reads it again.
            event.target.value = '';
            if (files?.length) void pick(files);
          }}
        />
        <small className="text-muted">
          A package, a Form.io form, or a Form.io project template. Nothing is written before you confirm.
        </small>
      </div>
      {state?.error && <Message severity="error" text={state.error} />}
      {state?.problems && state.problems.length > 0 && <ProblemsTable problems={state.problems} />}
      {state?.dryRun && !state.report && (
        <>
          <h3 className="fs-5">Dry run: {state.files.map((file) => file.name).join(', ')}</h3>
          <DryRunTable report={state.dryRun} files={state.files} />
          {toWrite === 0 ? (
            <Message
              severity="info"
              text="Nothing to import: the portal already holds every item as this package has it."
            />
          ) : mayConfirm ? (
            <Button
              label={`Import ${counted(toWrite, 'item')}`}
              disabled={busy}
              onClick={() => void confirm(state.files)}
            />
          ) : (
            <Message severity="info" text="An administrator must confirm this import." />
          )}
        </>
      )}
      {state?.report && (
        <>
          <Message
            severity="success"
            text={`Imported: ${counted(toWriteOf(state.report), 'item')} written in one transaction.`}
          />
          <DryRunTable report={state.report} files={state.files} />
        </>
      )}
    </section>
  );
}
