// The version list: who saved which version when and why, which one the portal serves, which draft is
// newer than it; the two versions to compare are picked here, and each row can be published or restored.
import { Button } from 'primereact/button';
import type { FormVersionSummary } from '../../schemas/form-versions';
import { timestampText } from '../../runtime/core/timestamp-text';
import { SYSTEM_CHANGE } from '../system-change';

interface VersionHistoryProps {
  versions: FormVersionSummary[];
  left: number | null;
  right: number | null;
  busy: boolean;
  onPick(side: 'left' | 'right', version: number): void;
  onPublish(version: number): void;
  onRollback(version: number): void;
}

export function VersionHistory({
  versions,
  left,
  right,
  busy,
  onPick,
  onPublish,
  onRollback,
}: VersionHistoryProps) {
  const published = versions.find((row) => row.published)?.version ?? null;
  const newest = versions[0]?.version ?? null;
  return (
    <table className="ignite-versions-table" aria-label="Version history">
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Note</th>
          <th scope="col">Saved by</th>
          <th scope="col">When</th>
          <th scope="col" title="Compare from">
            From
          </th>
          <th scope="col" title="Compare to">
            To
          </th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {versions.map((row) => (
          <tr key={row.version} data-version={row.version}>
            <th scope="row">
              v{row.version}{' '}
              {row.published && <span className="ignite-badge ignite-badge--published">Published</span>}
              {row.version === newest && (published === null || newest > published) && (
                <span className="ignite-badge ignite-badge--draft">Draft</span>
              )}
            </th>
            <td>{row.note}</td>
            <td>{row.createdBy?.displayName ?? SYSTEM_CHANGE}</td>
            <td>{timestampText(row.createdAt)}</td>
            {(['left', 'right'] as const).map((side) => (
              <td key={side}>
                <input
                  type="radio"
                  name={`diff-${side}`}
                  aria-label={`Compare ${side === 'left' ? 'from' : 'to'} version ${row.version}`}
                  checked={(side === 'left' ? left : right) === row.version}
                  onChange={() => onPick(side, row.version)}
                />
              </td>
            ))}
            <td className="ignite-versions-actions">
              {!row.published && (
                <Button
                  size="small"
                  label="Publish"
                  aria-label={`Publish version ${row.version}`}
                  disabled={busy}
                  onClick={() => onPublish(row.version)}
                />
              )}
              <Button
                size="small"
                outlined
                label="Roll back"
                aria-label={`Roll back to version ${row.version}`}
                disabled={busy}
                onClick={() => onRollback(row.version)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
