// Whether other records stand on a record: live records of some resources that name it by a field (the
// payments naming a court fine's case number, the disbursements naming a deposit's reference), as stored
// or in a change under review. Found through the field's index (a searchable field's, as the q compiler
// matches it) and the index of records with pending changes.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { jsonFieldIsOneOf } from './query/q-compiler';

/** Whether a live record of these resources names `value` in `field`, stored or in a change under review. */
export async function anyRecordNames(
  db: Kysely<DB>,
  resources: readonly string[],
  field: string,
  value: string,
): Promise<boolean> {
  for (const resource of resources) {
    const row = await db
      .selectFrom('records')
      .select('id')
      .where('resource', '=', resource)
      .where('deleted', '=', false)
      .where((eb) =>
        eb.or([
          jsonFieldIsOneOf([field], [value]),
          eb.and([
            eb('pending_changes', 'is not', null),
            eb(sql<string>`pending_changes ->> ${sql.lit(field)}`, '=', value),
          ]),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}
