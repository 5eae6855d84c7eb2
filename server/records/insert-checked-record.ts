// A new record stored inside its write's transaction, once checked against the records stored meanwhile:
// the resource's record checks again under their locks, then its unique fields. A refusal (400) leaves
// the transaction to roll back.
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../auth/current-user';
import type { AuditEntry } from '../audit';
import type { DB } from '../db/schema';
import type { RecordAccess } from './record-access';
import { assertRecordChecks } from './record-checks';
import { insertRecord, type StoredRecord } from './record-store';
import { assertUniqueValues } from './unique-values';

export async function insertCheckedRecord(
  trx: Kysely<DB>,
  access: RecordAccess,
  data: Record<string, unknown>,
  user: CurrentUser,
  /** Takes the record's audit entry instead of appending it at once (insertRecord). */
  auditTo?: (entry: AuditEntry) => Promise<void>,
): Promise<StoredRecord> {
  await assertRecordChecks(trx, access, data);
  await assertUniqueValues(trx, { resource: access.resource.name, components: access.components, data });
  return insertRecord(trx, access.resource.name, data, user, auditTo);
}
