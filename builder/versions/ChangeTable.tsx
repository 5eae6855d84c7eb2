// Changed values side by side: the path, the value before (left) and after (right), highlighted by kind.
import type { ReactNode } from 'react';
import type { ValueChange } from '../../runtime/core/form-diff';
import { formatValue } from './format-value';

interface ChangeTableProps {
  changes: ValueChange[];
  caption: string;
  /** Column titles: by default Before and After; a changed component names itself in each version. */
  beforeTitle?: ReactNode;
  afterTitle?: ReactNode;
}

export function ChangeTable({
  changes,
  caption,
  beforeTitle = 'Before',
  afterTitle = 'After',
}: ChangeTableProps) {
  return (
    <table className="ignite-diff-table" aria-label={caption}>
      <thead>
        <tr>
          <th scope="col">Property</th>
          <th scope="col">{beforeTitle}</th>
          <th scope="col">{afterTitle}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr
            key={change.path}
            className={`ignite-diff-row ignite-diff-row--${change.kind}`}
            data-path={change.path}
          >
            <th scope="row">
              <code>{change.path}</code>
            </th>
            <td className="ignite-diff-before">
              {change.kind !== 'added' && <code>{formatValue(change.before)}</code>}
            </td>
            <td className="ignite-diff-after">
              {change.kind !== 'removed' && <code>{formatValue(change.after)}</code>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
