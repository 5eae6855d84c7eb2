// Generic records API under /api/{resource} (spec 001 §7.4) for declared resources: paged list with
// sort and q, by id, by ids, create (idempotent with Idempotency-Key), update with version, soft delete.
// Listed records (a page, or by ids) and a record read by id carry their resource's derived fields too
// (derived-fields.ts).
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { ListQuery, RecordIdParams, ResourceParams } from '../../schemas/api';
import type { ServerContext } from '../context';
import { checkIdempotencyKey, earlierResponse, idempotentRequest, idempotentWrite } from '../idempotency';
import { aclsKey, currentUser } from '../plugins/auth';
import { KeptAnswers } from '../db/kept-answers';
import { withDerivedFields } from '../records/derived-fields';
import { listRecords } from '../records/list-records';
import { MatchCounts } from '../records/match-counts';
import { PageMarks } from '../records/page-marks';
import { insertCheckedRecord } from '../records/insert-checked-record';
import { prepareWrite } from '../records/prepare-write';
import { recordAccess, visibleRecord } from '../records/record-access';
import { assertAtVersion, ifMatchVersion, namedVersion, requiredVersion } from '../records/record-version';
import { assertDeletable, assertRecordChecks, lockRecordChecks } from '../records/record-checks';
import {
  deleteRecord,
  getRecord,
  getRecordData,
  lockRecord,
  parseRecordId,
  parseRecordIds,
  updateRecord,
} from '../records/record-store';
import { assertUniqueValues } from '../records/unique-values';
import {
  assertApprovalKept,
  assertNoReviewPending,
  assertNotUnderReview,
  movePendingItemOn,
  submitCreateForApproval,
  submitUpdateForApproval,
  workflowSteps,
} from '../workflow/workflow-submission';
import { closeReturnedItems } from '../workflow/workflow-items';

/** How much page JSON is kept in memory, in characters (32 MB for pages in ASCII). */
const KEPT_PAGES_CHARACTERS = 32 * 1024 * 1024;

const RecordBody = Type.Object({}, { additionalProperties: true });
type Body = Record<string, unknown>;

export async function recordRoutes(app: FastifyInstance, { config, database }: ServerContext): Promise<void> {
  const { db } = database;
  // What this server learnt of large lists' order (page-marks.ts), for every request to share.
  const marks = new PageMarks({
    spacing: config.pageMarkSpacing,
    onError: (error) => app.log.error({ err: error }, 'Reading the page marks of a list failed'),
  });
  // And the totals of filtered lists, for every request to share.
  const counts = new MatchCounts();

  // Pages as answered (their JSON), kept until a record, resource or form changes (change-feed.ts). The
  // caller's acls are part of the key: they decide whether the caller may read the list and which of
  // its fields they see.
  const pages = new KeptAnswers<string>({
    feed: database.changes,
    tables: ['records', 'resources', 'forms'],
    maxWeight: KEPT_PAGES_CHARACTERS,
    weigh: (json) => json.length,
  });

  app.get<{ Params: { resource: string }; Querystring: ListQuery }>(
    '/api/:resource',
    { schema: { params: ResourceParams, querystring: ListQuery } },
    async (request, reply) => {
      const user = currentUser(request);
      const { page = 1, size = 20, sort, q, id, cursor } = request.query;
      const ids = id === undefined ? undefined : parseRecordIds(id);
      const key = JSON.stringify([request.params.resource, aclsKey(user), page, size, sort, q, cursor, ids]);
      const json = await pages.get(key, async () => {
        const access = await recordAccess(db, request.params.resource, user, 'read');
        const answer = await listRecords(
          db,
          access,
          { page, size, sort, q, cursor, ids },
          { exactCountLimit: config.exactCountLimit, marks, counts, secret: config.jwtSecret },
        );
        return JSON.stringify(answer);
      });
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.get<{ Params: { resource: string; id: string } }>(
    '/api/:resource/:id',
    { schema: { params: RecordIdParams } },
    async (request) => {
      const access = await recordAccess(db, request.params.resource, currentUser(request), 'read');
      const record = visibleRecord(access, await getRecord(db, access.resource.name, request.params.id));
      // A view screen shows what the list shows (a fine's amount owed), worked out the same way.
      const [withDerived] = await withDerivedFields(db, access.resource.name, [record]);
      return withDerived;
    },
  );

  app.post<{ Params: { resource: string }; Body: Body }>(
    '/api/:resource',
    { schema: { params: ResourceParams, body: RecordBody } },
    async (request, reply) => {
      const user = currentUser(request);
      const access = await recordAccess(db, request.params.resource, user, 'write');
      const key = checkIdempotencyKey(request.headers['idempotency-key']);
      const call = key
        ? {
            userId: user.id,
            key,
            request: idempotentRequest(`POST /api/${access.resource.name}`, request.body),
          }
        : undefined;
      const createSteps = workflowSteps(access, 'create');
      if (createSteps) {
        const answer = await submitCreateForApproval(db, access, request.body, createSteps, call);
        return reply.status(answer.status).send(answer.body);
      }
      // A repeated request is answered as first, before its data is checked against records stored since.
      const earlier = await earlierResponse(db, call);
      if (earlier) return reply.status(earlier.status).send(earlier.body);
      const data = await prepareWrite(db, access, request.body);
      const response = await idempotentWrite(
        db,
        call,
        async (trx) => ({
          status: 201,
          body: visibleRecord(access, await insertCheckedRecord(trx, access, data, user)),
        }),
        (trx) => lockRecordChecks(trx, access, data),
      );
      return reply.status(response.status).send(response.body);
    },
  );

  // Updates answer PUT and, for screens whose submissions are always POSTs (spec 000 §7), POST too.
  app.route<{ Params: { resource: string; id: string }; Body: Body }>({
    method: ['PUT', 'POST'],
    url: '/api/:resource/:id',
    schema: { params: RecordIdParams, body: RecordBody },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const access = await recordAccess(db, request.params.resource, user, 'write');
      const updateSteps = workflowSteps(access, 'update');
      if (updateSteps) {
        const answer = await submitUpdateForApproval(
          db,
          access,
          request.params.id,
          request.body,
          updateSteps,
          request.headers['if-match'],
        );
        return reply.status(answer.status).send(answer.body);
      }
      await assertNotUnderReview(db, access, request.params.id);
      const version = namedVersion(request.body.version, request.headers['if-match']);
      const stored = await getRecordData(db, access.resource.name, request.params.id);
      const id = parseRecordId(request.params.id)!;
      const data = await prepareWrite(db, access, request.body, stored, id);
      const record = await db.transaction().execute(async (trx) => {
        await movePendingItemOn(trx, access, request.params.id, data);
        await assertRecordChecks(trx, access, data, { id, data: stored });
        await assertUniqueValues(trx, {
          resource: access.resource.name,
          components: access.components,
          data,
          record: { id, data: stored },
        });
        return updateRecord(trx, access.resource.name, request.params.id, version, data, user);
      });
      return visibleRecord(access, record);
    },
  });

  app.delete<{ Params: { resource: string; id: string } }>(
    '/api/:resource/:id',
    { schema: { params: RecordIdParams } },
    async (request, reply) => {
      const user = currentUser(request);
      const access = await recordAccess(db, request.params.resource, user, 'write');
      // A delete may name the version it was decided on (If-Match): refused when the record moved on since.
      const named = ifMatchVersion(request.headers['if-match']);
      const version = named === undefined ? undefined : requiredVersion(named);
      await db.transaction().execute(async (trx) => {
        // The record is locked first and read as it is then: a change committed meanwhile (a court fine's
        // new case number) is what the checks below weigh, and none can follow until the delete ends.
        const record = await lockRecord(trx, access.resource.name, request.params.id);
        if (version !== undefined) assertAtVersion(record, version);
        const stored = record.data;
        await assertNoReviewPending(trx, request.params.id);
        await assertApprovalKept(trx, access, request.params.id);
        await assertDeletable(trx, access, stored);
        await deleteRecord(trx, access.resource.name, request.params.id, user);
        await closeReturnedItems(trx, parseRecordId(request.params.id)!);
      });
      return reply.status(204).send();
    },
  );
}
