// MERGE of an additional data provider (spec 001 §3.5): each row takes the result item whose
// responseKeyToUseForMerging equals the row's gridKeyToUseForMerging, into gridFieldToStoreResult
// (older name fieldNameToStoreResult) or, without one, merged into the row. Rows are copied, never
// changed, so the grid can fall back to its base data.
import get from 'lodash/get';
import set from 'lodash/set';
import cloneDeep from 'lodash/cloneDeep';
import type { AdditionalDataProvider } from '../../schemas/grid-options';
import type { Row } from './cell-value';

const keyText = (value: unknown) => (value === null || value === undefined ? null : String(value));

export function mergeRows(rows: readonly Row[], result: unknown, provider: AdditionalDataProvider): Row[] {
  const gridKey = provider.gridKeyToUseForMerging;
  const responseKey = provider.responseKeyToUseForMerging ?? gridKey;
  if (!gridKey || !responseKey) {
    console.warn('A MERGE data provider needs gridKeyToUseForMerging; its result is not merged', provider);
    return [...rows];
  }
  const items = (Array.isArray(result) ? result : [result]).filter(
    (item): item is Row => item !== null && typeof item === 'object',
  );
  const byKey = new Map<string, Row>();
  for (const item of items) {
    const key = keyText(get(item, responseKey));
    if (key !== null && !byKey.has(key)) byKey.set(key, item);
  }
  const target = provider.gridFieldToStoreResult ?? provider.fieldNameToStoreResult;
  return rows.map((row) => {
    const key = keyText(get(row, gridKey));
    const item = key === null ? undefined : byKey.get(key);
    if (!item) return row;
    if (!target) return { ...row, ...item };
    const copy = { ...row };
    // Only the path written is copied deeply, so nested objects of the base row stay untouched.
    const head = target.split('.')[0]!;
    if (head in copy) copy[head] = cloneDeep(copy[head]);
    set(copy, target, item);
    return copy;
  });
}
