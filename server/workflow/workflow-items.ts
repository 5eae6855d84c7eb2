// Workflow items: one per step waiting for its assignee. Reading them for the worklist and the item view,
// writing them as a submission or a decision moves the record along.
import type { Kysely, Selectable } from 'kysely';
import type { CurrentUser } from '../auth/current-user';
import type { DB, WorkflowItemsTable } from '../db/schema';
import { AppError, notFound } from '../errors';
import { usersByIds } from '../users';

export type WorkflowItemRow = Selectable<WorkflowItemsTable>;

export interface WorkflowItem {
  id: number;
  resource: string;
  recordId: number;
  operation: 'create' | 'update';
  stepName: string;
  status: string;
  summary: string;
  assignedTo: string;
  submittedById: string;
  submittedByName: string;
  submittedAt: string;
  version: number;
}

export function toWorkflowItem(row: WorkflowItemRow): WorkflowItem {
  return {
    id: Number(row.id),
    resource: row.resource,
    recordId: Number(row.record_id),
    operation: row.operation,
    stepName: row.step_name,
    status: row.status,
    summary: row.summary,
    assignedTo: row.assigned_to,
    submittedById: row.submitted_by,
    submittedByName: row.submitted_by_name,
    submittedAt: new Date(row.submitted_at).toISOString(),
    version: row.version,
  };
}

export async function findItem(db: Kysely<DB>, id: string, forUpdate = false): Promise<WorkflowItemRow> {
  const numeric = /^[1-9]\d{0,14}$/.test(id) ? Number(id) : undefined;
  let query = db
    .selectFrom('workflow_items')
    .selectAll()
    .where('id', '=', numeric ?? -1);
  if (forUpdate) query = query.forUpdate();
  const row = numeric === undefined ? undefined : await query.executeTakeFirst();
  if (!row) throw notFound('WORKFLOW_ITEM_NOT_FOUND', `There is no workflow item "${id}"`);
  return row;
}

/**
 * The item still waits for a decision, at the version the caller saw (when they say which): anything done
 * to it since (a decision, a reassignment) moved its version on.
 */
export function assertPendingAt(item: WorkflowItemRow, version: unknown): void {
  if (item.status !== 'PENDING')
    throw new AppError(409, 'WORKFLOW_ITEM_CLOSED', 'This item has already been decided');
  if (version !== undefined && Number(version) !== item.version) {
    throw new AppError(409, 'VERSION_CONFLICT', 'This item was changed meanwhile. Reload it and try again.', {
      expectedVersion: version,
      currentVersion: item.version,
    });
  }
}

/** Items waiting for the user: to approve (PENDING) or to read back (RETURNED), newest first. */
export async function myItems(db: Kysely<DB>, user: CurrentUser, page: number, size: number) {
  const base = db
    .selectFrom('workflow_items')
    .where('assigned_to', '=', user.id)
    .where('status', 'in', ['PENDING', 'RETURNED']);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toWorkflowItem), total: Number(count.total) };
}

/** An item waiting for a decision, with the name of the approver it waits for. */
export interface PendingWorkflowItem extends WorkflowItem {
  assignedToName: string;
}

/**
 * Every item waiting for a decision, the longest waiting first: where an administrator finds the items that
 * are stuck with an approver who is away, to reassign them.
 */
export async function pendingItems(db: Kysely<DB>, page: number, size: number) {
  const base = db.selectFrom('workflow_items').where('status', '=', 'PENDING');
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'asc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const assignees = await usersByIds(db, [...new Set(rows.map((row) => row.assigned_to))]);
  const names = new Map(assignees.map((user) => [user.id, user.displayName]));
  const items: PendingWorkflowItem[] = rows.map((row) => ({
    ...toWorkflowItem(row),
    assignedToName: names.get(row.assigned_to) ?? row.assigned_to,
  }));
  return { items, total: Number(count.total) };
}

export async function pendingItemFor(
  db: Kysely<DB>,
  recordId: number,
  forUpdate = false,
): Promise<WorkflowItemRow | undefined> {
  const query = db
    .selectFrom('workflow_items')
    .selectAll()
    .where('record_id', '=', recordId)
    .where('status', '=', 'PENDING');
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** The columns a new item is written with; id, version and the timestamps are the database's. */
export interface NewWorkflowItem {
  resource: string;
  record_id: number;
  operation: 'create' | 'update';
  step_index: number;
  step_name: string;
  status: 'PENDING' | 'RETURNED';
  assigned_to: string;
  submitted_by: string;
  submitted_by_name: string;
  summary: string;
}

export async function insertWorkflowItem(db: Kysely<DB>, item: NewWorkflowItem): Promise<void> {
  await db.insertInto('workflow_items').values(item).execute();
}

/** The next item of the same submission (same record, operation, submitter and summary), at another step. */
export async function insertFollowingItem(
  db: Kysely<DB>,
  previous: WorkflowItemRow,
  next: Pick<NewWorkflowItem, 'step_index' | 'step_name' | 'status' | 'assigned_to'>,
): Promise<void> {
  await insertWorkflowItem(db, {
    resource: previous.resource,
    record_id: previous.record_id,
    operation: previous.operation,
    step_index: next.step_index,
    step_name: next.step_name,
    status: next.status,
    assigned_to: next.assigned_to,
    submitted_by: previous.submitted_by,
    submitted_by_name: previous.submitted_by_name,
    summary: previous.summary,
  });
}

/** A decided item is done; its version moves on so that a stale decision on it is refused. */
export async function closeDecidedItem(db: Kysely<DB>, item: WorkflowItemRow): Promise<void> {
  await db
    .updateTable('workflow_items')
    .set({ status: 'DONE', version: item.version + 1, updated_at: new Date() })
    .where('id', '=', item.id)
    .execute();
}

/**
 * A deleted record's rejections need reading back no longer: its returned items leave their submitters'
 * worklists, in the delete's transaction (nothing else reads a returned item).
 */
export async function closeReturnedItems(db: Kysely<DB>, recordId: number): Promise<void> {
  await db
    .updateTable('workflow_items')
    .set({ status: 'DONE', updated_at: new Date() })
    .where('record_id', '=', recordId)
    .where('status', '=', 'RETURNED')
    .execute();
}
