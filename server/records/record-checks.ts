// Checks of a record against other records, which its form cannot express (Form.io's rules see one
// submission): each names the resource whose records it checks. They run on every write of those records
// once the form's own rules pass (create and update, with a workflow or without, and before anyone is asked
// to choose an approver), and answer field problems as the form's rules do.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { courtFineWriteOffCheck } from './court-fines';
import type { RecordAccess } from './record-access';
import type { FieldProblem } from './validate-submission';

export interface RecordCheck {
  /** The resource whose records it checks. */
  resource: string;
  /** The problems of the data about to be stored (none: it may be stored). */
  check(db: Kysely<DB>, data: Record<string, unknown>, access: RecordAccess): Promise<FieldProblem[]>;
}

export const RECORD_CHECKS: readonly RecordCheck[] = [courtFineWriteOffCheck];

/** The problems every check of the record's resource finds. */
export async function recordCheckProblems(
  db: Kysely<DB>,
  access: RecordAccess,
  data: Record<string, unknown>,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const { resource, check } of RECORD_CHECKS) {
    if (resource === access.resource.name) problems.push(...(await check(db, data, access)));
  }
  return problems;
}
