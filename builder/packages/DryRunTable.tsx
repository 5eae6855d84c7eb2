// The dry run of an import: every form, resource and menu entry with what importing would do to it;
// a changed form opens its diff, and says when it goes above a designer's unpublished draft or restores a
// retired form; a changed resource opens its changed fields, and warns when its workflow or an acl goes.
import { Fragment, useState } from 'react';
import type { DiffableForm } from '../../runtime/core/form-diff';
import type { ImportReport, ResourceChange } from '../../schemas/package';
import { ChangeTable } from '../versions/ChangeTable';
import { ImportFormDiff } from './ImportFormDiff';
import type { UploadFile } from './packages-api';
import { uploadedForm } from './read-files';

interface Row {
  kind: 'form' | 'resource' | 'menu entry';
  name: string;
  outcome: string;
  /** A form's newest version, a draft the import is saved above. */
  unpublishedDraft?: number;
  /** A retired form the import brings back into the builder's list. */
  restored?: boolean;
  /** A changed resource's changed fields, and what weakens its guard. */
  changes?: ResourceChange[];
  warnings?: string[];
}

export function reportRows(report: ImportReport): Row[] {
  return [
    ...report.forms.map((entry) => ({
      kind: 'form' as const,
      name: entry.id,
      outcome: entry.outcome,
      unpublishedDraft: entry.unpublishedDraft,
      restored: entry.restored,
    })),
    ...report.resources.map((entry) => ({
      kind: 'resource' as const,
      name: entry.name,
      outcome: entry.outcome,
      changes: entry.changes,
      warnings: entry.warnings,
    })),
    ...report.menu.map((entry) => ({
      kind: 'menu entry' as const,
      name: entry.routerLink,
      outcome: entry.outcome,
    })),
  ];
}

const OUTCOME_BADGE: Record<string, string> = {
  created: 'text-bg-success',
  changed: 'text-bg-warning',
  unchanged: 'text-bg-secondary',
};

export function DryRunTable({ report, files }: { report: ImportReport; files: UploadFile[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const verb = report.dryRun ? 'will be' : 'was';
  return (
    <table className="table table-sm align-middle" aria-label={report.dryRun ? 'Dry run' : 'Import report'}>
      <thead>
        <tr>
          <th scope="col">Kind</th>
          <th scope="col">Name</th>
          <th scope="col">Outcome</th>
          <th scope="col">Changes</th>
        </tr>
      </thead>
      <tbody>
        {reportRows(report).map((row) => {
          const incoming =
            row.kind === 'form' && row.outcome === 'changed' ? uploadedForm(files, row.name) : undefined;
          const changes = row.changes?.length ? row.changes : undefined;
          const rowKey = `${row.kind}:${row.name}`;
          return (
            <Fragment key={rowKey}>
              <tr data-kind={row.kind} data-name={row.name} data-outcome={row.outcome}>
                <td>{row.kind}</td>
                <td>
                  <code>{row.name}</code>
                </td>
                <td>
                  <span className={`badge ${OUTCOME_BADGE[row.outcome] ?? ''}`}>
                    {row.outcome === 'unchanged' ? 'left unchanged' : `${verb} ${row.outcome}`}
                  </span>
                  {row.unpublishedDraft !== undefined && (
                    <div className="small text-body-secondary ignite-packages__draft-note">
                      Saved above the unpublished draft v{row.unpublishedDraft}, which stays in its versions
                    </div>
                  )}
                  {row.restored && (
                    <div className="small text-body-secondary ignite-packages__restored-note">
                      {report.dryRun
                        ? "Retired here: the import restores it to the builder's list"
                        : "Restored to the builder's list"}
                    </div>
                  )}
                  {row.warnings?.map((warning) => (
                    <div key={warning} role="alert" className="alert alert-danger py-1 px-2 mt-1 mb-0 small">
                      {warning}
                    </div>
                  ))}
                </td>
                <td>
                  {(incoming || changes) && (
                    <button
                      type="button"
                      className="btn btn-sm btn-link p-0"
                      onClick={() => setOpen(open === rowKey ? null : rowKey)}
                    >
                      {open === rowKey ? 'Hide changes' : 'Show changes'}
                    </button>
                  )}
                </td>
              </tr>
              {open === rowKey && incoming && (
                <tr>
                  <td colSpan={4}>
                    <ImportFormDiff
                      formId={row.name}
                      incoming={incoming as unknown as DiffableForm}
                      unpublishedDraft={row.unpublishedDraft}
                    />
                  </td>
                </tr>
              )}
              {open === rowKey && changes && (
                <tr>
                  <td colSpan={4}>
                    <div className="ignite-packages__diff">
                      <ChangeTable
                        changes={changes}
                        caption={`Changes to ${row.name}`}
                        beforeTitle="Now"
                        afterTitle="Imported"
                      />
                    </div>
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
