// Read-only fields that a resource's listed records (and a record read by id) carry besides their stored
// data, worked out from other records for a whole page at once (a court fine's amountOwed: court-fine-amount-owed.ts; a deposit's
// amountLeft: deposit-amount-left.ts). They are never
// stored: the resource's form has no field of that name, so a write drops one sent back with a record.
// Nor may a list be sorted or filtered by one: the database holds no such value to order or match rows by,
// and a page sorted or filtered on what it alone holds would be wrong, so such a query is refused (400)
// by name.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../errors';
import { courtFineAmountOwed } from './court-fine-amount-owed';
import { depositAmountLeft } from './deposit-amount-left';
import { parseQuery, QuerySyntaxError, type Criterion } from '../../runtime/core/q-parser';
import { parseSort } from './query/q-compiler';
import type { StoredRecord } from './record-store';

export interface DerivedFields {
  /** The resource whose records carry them. */
  resource: string;
  /** The names of the fields added. */
  names: readonly string[];
  /**
   * The fields of each of the records (as the caller may see them), by record id: in one or a few queries
   * for all of them, never one per record. A record may get none (what it is worked out from is hidden).
   */
  derive(db: Kysely<DB>, records: readonly StoredRecord[]): Promise<Map<number, Record<string, unknown>>>;
}

export const DERIVED_FIELDS: readonly DerivedFields[] = [courtFineAmountOwed, depositAmountLeft];

const derivedOf = (resource: string) => DERIVED_FIELDS.filter((derived) => derived.resource === resource);

/** The records with their resource's derived fields added. */
export async function withDerivedFields<T extends StoredRecord>(
  db: Kysely<DB>,
  resource: string,
  records: T[],
): Promise<T[]> {
  let result = records;
  for (const derived of derivedOf(resource)) {
    const fields = await derived.derive(db, result);
    result = result.map((record) => ({ ...record, ...fields.get(record.id) }));
  }
  return result;
}

/** Whether a field path is a derived field, or lies inside one. */
const isDerived = (resource: string, path: readonly string[]): boolean =>
  derivedOf(resource).some(({ names }) => path[0] !== undefined && names.includes(path[0]));

const notQueryable = (field: string, what: string) =>
  `"${field}" is worked out for each page of the list and cannot be ${what}`;

/** Refuses (400) a sort or filter on a derived field of the resource. */
export function assertNoDerivedQuery(
  resource: string,
  sort: string | string[] | undefined,
  q: string | undefined,
): void {
  if (derivedOf(resource).length === 0) return;
  for (const key of parseSort(sort, { searchable: [] })) {
    if (isDerived(resource, key.path))
      throw new AppError(400, 'INVALID_SORT', notQueryable(key.field, 'sorted on'), {
        sort: `${key.field},${key.direction}`,
      });
  }
  let criteria: Criterion[];
  try {
    criteria = parseQuery(q ?? '');
  } catch (error) {
    // A malformed q is refused with its own message when it is compiled.
    if (error instanceof QuerySyntaxError) return;
    throw error;
  }
  for (const criterion of criteria) {
    if (criterion.kind !== 'search' && isDerived(resource, criterion.path))
      throw new AppError(400, 'INVALID_QUERY', notQueryable(criterion.field, 'filtered on'), {
        position: criterion.position,
      });
  }
}
