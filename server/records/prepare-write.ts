// Turns a client's body into the data to store: restricted fields are not accepted (an update keeps
// their stored values), then the whole is validated against the form, the server sets its own fields
// (server-set-fields.ts), and the data is checked against other records (record-checks.ts) and may refer
// only to documents the writer uploaded or the record already referred to. The checks against other
// records that name locks are run again in the write's transaction (assertRecordChecks), once their
// locks are held.
import type { Kysely } from 'kysely';
import { putBack, withoutPaths } from '../../runtime/core/field-access';
import { assertMayReferToDocuments } from '../document-access';
import type { DB } from '../db/schema';
import { badRequest } from '../errors';
import type { RecordAccess } from './record-access';
import { setServerFields } from './server-set-fields';
import { recordCheckProblems } from './record-checks';
import { validateSubmission } from './validate-submission';

export async function prepareWrite(
  db: Kysely<DB>,
  access: RecordAccess,
  body: Record<string, unknown>,
  stored?: Record<string, unknown>,
  /** The id of the record an update changes, when the caller knows it (see ChangedRecord). */
  id?: number,
): Promise<Record<string, unknown>> {
  // A deep copy: the checks below may change what they are given, and the body is the caller's.
  const input = withoutPaths(structuredClone(body), access.restricted);
  if (stored) for (const path of access.restricted) putBack(input, stored, path);
  const { data, problems } = await validateSubmission(access.components, input);
  if (problems.length > 0) throw badRequest('VALIDATION_FAILED', 'The record is not valid', problems);
  setServerFields(access.resource.name, data, stored);
  const checked = await recordCheckProblems(db, access, data, stored && { id, data: stored });
  if (checked.length > 0) throw badRequest('VALIDATION_FAILED', 'The record is not valid', checked);
  await assertMayReferToDocuments(db, access.user, data, stored);
  return data;
}
