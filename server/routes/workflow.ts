// The workflow API (spec base {workflow}): my worklist, an item with its record, decisions, and an
// administrator's reassignment of a pending item.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { PageNumber, pageSize } from '../../schemas/api';
import { WORKFLOW_REASSIGN_ACL, WorkflowDecision, WorkflowReassignment } from '../../schemas/workflow';
import type { ServerContext } from '../context';
import { currentUser, requireAcl } from '../plugins/auth';
import { toPage } from '../records/page';
import { recordAccess, visibleRecord } from '../records/record-access';
import { getRecord } from '../records/record-store';
import {
  acknowledgeItem,
  approveItem,
  decisionRefusal,
  rejectItem,
  type DecisionAnswer,
} from '../workflow/workflow-decisions';
import type { CurrentUser } from '../auth/current-user';
import { findItem, myItems, pendingItems, toWorkflowItem } from '../workflow/workflow-items';
import { AppError, accessDenied } from '../errors';
import { usersByIds } from '../users';
import { mayReassign, reassignChoice, reassignItem } from '../workflow/workflow-reassignment';

const ItemParams = Type.Object({ id: Type.String() });
const DecisionBody = Type.Intersect([
  WorkflowDecision,
  Type.Object({ version: Type.Optional(Type.Integer()) }),
]);
const PageQuery = Type.Object({
  page: Type.Optional(PageNumber),
  size: Type.Optional(pageSize(20)),
});

export async function workflowRoutes(app: FastifyInstance, { database }: ServerContext): Promise<void> {
  const { db } = database;
  /** A decision's answer with its record as the deciding user may see it (their field acls). */
  const shownTo = async (user: CurrentUser, { resource, body }: DecisionAnswer) => {
    if (!body.record) return body;
    return { ...body, record: visibleRecord(await recordAccess(db, resource, user, 'review'), body.record) };
  };

  app.get<{ Querystring: { page?: number; size?: number } }>(
    '/api/workflow/items/my',
    { schema: { querystring: PageQuery } },
    async (request) => {
      const { page = 1, size = 20 } = request.query;
      const { items, total } = await myItems(db, currentUser(request), page, size);
      return toPage(items, page, size, total);
    },
  );

  app.get<{ Querystring: { page?: number; size?: number } }>(
    '/api/workflow/items/pending',
    { schema: { querystring: PageQuery } },
    async (request) => {
      requireAcl(request, WORKFLOW_REASSIGN_ACL);
      const { page = 1, size = 20 } = request.query;
      const { items, total } = await pendingItems(db, page, size);
      return toPage(items, page, size, total);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/workflow/items/:id',
    { schema: { params: ItemParams } },
    async (request) => {
      const user = currentUser(request);
      const item = await findItem(db, request.params.id);
      // An administrator who may reassign items opens any, to see who it waits for and give it on.
      const reassigner = mayReassign(user);
      if (item.assigned_to !== user.id && item.submitted_by !== user.id && !reassigner)
        throw accessDenied('This workflow item is not yours');
      // Its assignee reviews it as a decision does (no acl of the resource's needed, retired or not) while
      // it waits for them; once it is done, the record is theirs to see only as any reader's.
      const mode = item.assigned_to === user.id && item.status !== 'DONE' ? 'review' : 'read';
      const access = await recordAccess(db, item.resource, user, mode);
      const stored = await getRecord(db, item.resource, String(item.record_id)).catch((error: unknown) => {
        // A rejection whose record was deleted since is still the submitter's to remove from the worklist.
        if (item.status === 'RETURNED' && error instanceof AppError && error.errorCode === 'RECORD_NOT_FOUND')
          return undefined;
        throw error;
      });
      if (!stored)
        return {
          item: toWorkflowItem(item),
          formId: access.resource.formId,
          recordDeleted: 'The record of this rejection has been deleted since.',
        };
      const record = visibleRecord(access, stored);
      // An assignee who has since lost the step's roles is told why they cannot decide, before trying.
      const refusal =
        item.status === 'PENDING' && mode === 'review' && (await decisionRefusal(db, item, user));
      const [assignee] = await usersByIds(db, [item.assigned_to]);
      return {
        item: toWorkflowItem(item),
        formId: access.resource.formId,
        record,
        ...(assignee ? { assignee: { id: assignee.id, displayName: assignee.displayName } } : {}),
        ...(refusal ? { refusal: refusal.message } : {}),
        ...(item.status === 'PENDING' && reassigner
          ? { reassign: await reassignChoice(db, item, user) }
          : {}),
      };
    },
  );

  app.post<{ Params: { id: string }; Body: Type.Static<typeof DecisionBody> }>(
    '/api/workflow/items/:id/approve',
    { schema: { params: ItemParams, body: DecisionBody } },
    async (request, reply) => {
      const user = currentUser(request);
      const answer = await approveItem(db, request.params.id, user, request.body);
      return reply.status(answer.status).send(await shownTo(user, answer));
    },
  );

  app.post<{ Params: { id: string }; Body: Type.Static<typeof DecisionBody> }>(
    '/api/workflow/items/:id/reject',
    { schema: { params: ItemParams, body: DecisionBody } },
    async (request, reply) => {
      const user = currentUser(request);
      const answer = await rejectItem(db, request.params.id, user, request.body);
      return reply.status(answer.status).send(await shownTo(user, answer));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/workflow/items/:id/acknowledge',
    { schema: { params: ItemParams } },
    async (request, reply) => {
      await acknowledgeItem(db, request.params.id, currentUser(request));
      return reply.status(204).send();
    },
  );

  app.post<{ Params: { id: string }; Body: WorkflowReassignment }>(
    '/api/workflow/items/:id/reassign',
    { schema: { params: ItemParams, body: WorkflowReassignment } },
    async (request) => {
      const user = requireAcl(request, WORKFLOW_REASSIGN_ACL);
      return reassignItem(db, request.params.id, user, request.body);
    },
  );
}
