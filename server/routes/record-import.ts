// A file's rows imported as records of a resource in one request (POST /api/{resource}/import; the
// Import Deposits screen): every row is checked as a create is (the resource's form, its record checks,
// its unique fields, rows before it in the same request included), and all are stored in one transaction,
// or none. A refusal lists the problems of every row by its number, those of the form's rules and those
// found against the stored records and the other rows alike.
import { audit, type AuditEntry } from '../audit';
import type { FastifyInstance } from 'fastify';
import { ResourceParams } from '../../schemas/api';
import {
  IMPORT_ROW_LIMIT,
  RecordImportBody,
  RecordImportResponse,
  type ImportRowProblem,
} from '../../schemas/record-import';
import type { ServerContext } from '../context';
import { AppError, badRequest } from '../errors';
import { currentUser } from '../plugins/auth';
import { insertCheckedRecord } from '../records/insert-checked-record';
import { prepareWrite } from '../records/prepare-write';
import { recordAccess } from '../records/record-access';
import { workflowSteps } from '../workflow/workflow-submission';

/** Room for the row limit of rows of a few hundred characters. */
const IMPORT_BODY_BYTES = 10 * 1024 * 1024;
/** Problems named in the refusal's message; details hold them all. */
const PROBLEMS_IN_MESSAGE = 5;

/** A row's refusal (a 400 with field problems, or without) as row problems; anything else is thrown on. */
function rowProblems(row: number, error: unknown): ImportRowProblem[] {
  if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
  const details = Array.isArray(error.details)
    ? (error.details as { path?: unknown; message?: unknown }[])
    : [];
  if (details.length === 0) return [{ row, path: '', message: error.message }];
  return details.map((detail) => ({
    row,
    path: typeof detail.path === 'string' ? detail.path : '',
    message: typeof detail.message === 'string' ? detail.message : error.message,
  }));
}

function importRefused(problems: ImportRowProblem[], rowCount: number): AppError {
  const rows = new Set(problems.map((problem) => problem.row)).size;
  const named = problems
    .slice(0, PROBLEMS_IN_MESSAGE)
    .map((problem) => `Row ${problem.row}: ${problem.message.replace(/\.$/, '')}`)
    .join('; ');
  const more =
    problems.length > PROBLEMS_IN_MESSAGE ? `; and ${problems.length - PROBLEMS_IN_MESSAGE} more` : '';
  return badRequest(
    'IMPORT_ROWS_INVALID',
    `${rows} of ${rowCount} rows cannot be imported, so nothing was imported. ${named}${more}.`,
    problems,
  );
}

export async function recordImportRoutes(app: FastifyInstance, { database }: ServerContext): Promise<void> {
  const { db } = database;

  app.post<{ Params: { resource: string }; Body: RecordImportBody }>(
    '/api/:resource/import',
    {
      bodyLimit: IMPORT_BODY_BYTES,
      schema: { params: ResourceParams, body: RecordImportBody, response: { 201: RecordImportResponse } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const access = await recordAccess(db, request.params.resource, user, 'write');
      if (workflowSteps(access, 'create'))
        throw new AppError(
          409,
          'IMPORT_NEEDS_APPROVAL',
          `New ${access.resource.name} records are approved one by one: they cannot be imported`,
        );
      const { rows } = request.body;
      if (rows.length === 0) throw badRequest('IMPORT_EMPTY', 'There are no rows to import', []);
      if (rows.length > IMPORT_ROW_LIMIT)
        throw badRequest(
          'IMPORT_TOO_LARGE',
          `${rows.length} rows are more than the ${IMPORT_ROW_LIMIT} imported at a time: split the file and import each part`,
          { rows: rows.length, limit: IMPORT_ROW_LIMIT },
        );

      // The form's rules and the checks against stored records, row by row, before anything is stored.
      const problems: ImportRowProblem[] = [];
      const prepared: { row: number; data: Record<string, unknown> }[] = [];
      for (const [index, row] of rows.entries()) {
        try {
          prepared.push({ row: index + 1, data: await prepareWrite(db, access, row) });
        } catch (error) {
          problems.push(...rowProblems(index + 1, error));
        }
      }
      if (prepared.length === 0) throw importRefused(problems, rows.length);

      // Stored in order in one transaction, each row checked again against the rows stored before it and
      // for its unique fields. When a row was refused above, the rows that passed are still checked here,
      // so that the refusal lists every problem, and the transaction is rolled back.
      const ids = await db.transaction().execute(async (trx) => {
        const stored: number[] = [];
        // The rows' audit entries are appended last: the chain's lock is then held only at the end.
        const entries: AuditEntry[] = [];
        const keep = async (entry: AuditEntry) => void entries.push(entry);
        for (const { row, data } of prepared) {
          try {
            stored.push((await insertCheckedRecord(trx, access, data, user, keep)).id);
          } catch (error) {
            problems.push(...rowProblems(row, error));
          }
        }
        // Throwing rolls the whole import back. Both passes' problems in row order (a row has problems
        // of one pass only: a row refused by the first is not checked again).
        if (problems.length > 0) {
          problems.sort((a, b) => a.row - b.row);
          throw importRefused(problems, rows.length);
        }
        for (const entry of entries) await audit(trx, entry);
        return stored;
      });
      return reply.status(201).send({ imported: ids.length, ids });
    },
  );
}
