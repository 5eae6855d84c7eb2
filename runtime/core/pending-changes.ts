// Pending changes (spec 000 §4 screen load step 4): a record under review shows its pending version
// as the main data, with the original as currentVersion and the comparison flag set.
import isEqual from 'lodash/isEqual';
import { AUDIT_FIELDS } from './audit-fields';

type Data = Record<string, unknown>;

/** Fields never compared: audit, workflow and identity fields. */
export const COMPARISON_IGNORED_FIELDS = new Set([
  'id',
  'version',
  ...AUDIT_FIELDS,
  'pendingChanges',
  'workflowHistory',
  'workflowStatus',
  'currentVersion',
  'showComparison',
  'propagatedState',
  'stepName',
]);

export function withPendingChanges(record: Data): Data {
  const pending = record.pendingChanges;
  if (!pending || typeof pending !== 'object') return record;
  const { pendingChanges: _pending, ...original } = record;
  return { ...original, ...(pending as Data), currentVersion: original, showComparison: true };
}

/** Top-level fields whose value differs between the original and the shown version. */
export function changedFields(shown: Data, original: Data): string[] {
  const keys = new Set([...Object.keys(shown), ...Object.keys(original)]);
  return [...keys]
    .filter((key) => !COMPARISON_IGNORED_FIELDS.has(key) && !isEqual(shown[key], original[key]))
    .sort();
}
