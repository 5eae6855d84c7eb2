// A fund disbursement is paid out of a deposit: the deposit it names (by its reference; the latest live
// one, should two share it) must exist and stand as approved (approved-data.ts: not one whose create is
// under review or was rejected; one with a change under review is weighed as approved), must not, for a
// new disbursement, be refunded, and the disbursement with the deposit's other live disbursements may not
// come to more than the deposit's amount. Another disbursement holds its stored amount, or the amount of
// its changes under review when larger (they are applied as approved), against the deposit each names.
// The deposit is read with the writer's own access to deposits: one who may not read them, or a deposit's
// amount, is refused. Writes of a deposit's disbursements take turns (its lock key), so that disbursements
// made at the same moment cannot together pay out more than the deposit.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { accessDenied } from '../errors';
import { centsText, toCents } from './amount-owed';
import { approvedData } from './approved-data';
import { changedRecordId, type ChangedRecord } from './changed-record';
import { jsonFieldIsOneOf } from './query/q-compiler';
import type { RecordCheck } from './record-checks';
import { recordAccess, visibleRecord } from './record-access';

export const DEPOSITS_RESOURCE = 'deposits';
export const FUND_DISBURSEMENTS_RESOURCE = 'fund-disbursements';

const dollars = (cents: number) => `S$ ${centsText(cents)}`;

/**
 * The deposit with this reference: undefined when there is none, null when there is one but nothing of it
 * stands yet (its create is under review, or was rejected: approved-data.ts), else the data that stands.
 */
async function findDeposit(
  db: Kysely<DB>,
  reference: string,
): Promise<Record<string, unknown> | null | undefined> {
  const row = await db
    .selectFrom('records')
    .select(['data', 'workflow_status', 'workflow_history'])
    .where('resource', '=', DEPOSITS_RESOURCE)
    .where('deleted', '=', false)
    .where(jsonFieldIsOneOf(['depositReference'], [reference]))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && (approvedData(row) ?? null);
}

/**
 * The cents the live disbursements of each of these deposits hold against it, by reference (in two queries,
 * whatever their number), `except` one left out. Those whose stored deposit is one of these are found
 * through the index of the searchable depositReference (written as the q compiler writes it), those with a
 * change under review naming one through the index of pending changes (migration 0130): a deposits page
 * reads its disbursements, not every disbursement.
 */
export async function disbursedCentsByDeposit(
  db: Kysely<DB>,
  references: readonly string[],
  except?: number,
): Promise<Map<string, number>> {
  const totals = new Map(references.map((reference): [string, number] => [reference, 0]));
  if (totals.size === 0) return totals;
  const wanted = [...totals.keys()];
  const disbursements = () => {
    const query = db
      .selectFrom('records')
      .select(['id', 'data', 'pending_changes', 'workflow_status', 'workflow_history'])
      .where('resource', '=', FUND_DISBURSEMENTS_RESOURCE)
      .where('deleted', '=', false);
    return except === undefined ? query : query.where('id', '!=', except);
  };
  const stored = await disbursements()
    .where(jsonFieldIsOneOf(['depositReference'], wanted))
    .execute();
  const pending = await disbursements()
    .where('pending_changes', 'is not', null)
    .where(sql<string>`pending_changes->>'depositReference'`, 'in', wanted)
    .execute();
  const rows = new Map([...stored, ...pending].map((row) => [row.id, row]));
  for (const row of rows.values()) {
    // A change under review may move a disbursement to another deposit: it holds against each it names.
    const sides = [approvedData(row), row.pending_changes ?? undefined];
    for (const reference of new Set(sides.map((data) => data?.depositReference))) {
      if (typeof reference !== 'string' || !totals.has(reference)) continue;
      const held = sides
        .filter((data) => data?.depositReference === reference && typeof data.amount === 'number')
        .map((data) => toCents(data!.amount as number));
      totals.set(reference, totals.get(reference)! + Math.max(0, ...held));
    }
  }
  return totals;
}

/** The lock under which writes of a deposit and of its disbursements take turns (record-checks.ts). */
export const depositLocks = ({ depositReference }: Record<string, unknown>): string[] =>
  typeof depositReference === 'string' ? [JSON.stringify(['deposit', depositReference])] : [];

/**
 * Whether a change of a disbursement asks for nothing more out of this deposit than it held before: it
 * named the deposit already, and its amount does not grow.
 */
const asksNothingMore = (data: Record<string, unknown>, changed: ChangedRecord | undefined): boolean =>
  changed !== undefined &&
  changed.data.depositReference === data.depositReference &&
  typeof data.amount === 'number' &&
  typeof changed.data.amount === 'number' &&
  toCents(data.amount) <= toCents(changed.data.amount);

export const fundDisbursementCheck: RecordCheck = {
  resource: FUND_DISBURSEMENTS_RESOURCE,
  lockKeys: depositLocks,
  async check(db, data, access, changed) {
    // A new disbursement (an imported one too) starts Pending: approving and paying it are changes, which
    // the resource's workflow sends for approval.
    if (changed === undefined && data.status !== undefined && data.status !== 'PENDING') {
      return [
        {
          path: 'status',
          rule: 'disbursementStartsPending',
          message:
            'A new disbursement starts as Pending: it is approved and paid later, by changes that need approval.',
        },
      ];
    }
    const { depositReference, amount } = data;
    if (typeof depositReference !== 'string') return [];
    const deposits = await recordAccess(db, DEPOSITS_RESOURCE, access.user, 'read');
    const deposit = await findDeposit(db, depositReference);
    if (deposit === undefined) {
      return [
        {
          path: 'depositReference',
          rule: 'deposit',
          message: `There is no deposit with reference "${depositReference}".`,
        },
      ];
    }
    // A deposit whose create waits for approval, or was rejected, holds no money yet: nothing is paid out of it.
    if (deposit === null) {
      return [
        {
          path: 'depositReference',
          rule: 'depositNotApproved',
          message: `Deposit ${depositReference} is not approved: nothing can be disbursed from it.`,
        },
      ];
    }
    // A refunded deposit's money went back to the depositor: nothing new is paid out of it. A disbursement
    // made before the refund may still be changed, as long as it asks for no more of it (a new one, or a
    // change that moves a disbursement to it or raises its amount, is refused).
    if (deposit.status === 'REFUNDED' && !asksNothingMore(data, changed)) {
      return [
        {
          path: 'depositReference',
          rule: 'depositRefunded',
          message: `Deposit ${depositReference} was refunded: nothing more can be disbursed from it.`,
        },
      ];
    }
    if (typeof amount !== 'number' || typeof deposit.amount !== 'number') return [];
    const available = visibleRecord(deposits, deposit).amount;
    if (typeof available !== 'number') throw accessDenied('You may not see the amount of this deposit');
    const except = await changedRecordId(db, FUND_DISBURSEMENTS_RESOURCE, changed);
    const disbursed = (await disbursedCentsByDeposit(db, [depositReference], except)).get(depositReference)!;
    const left = toCents(available) - disbursed;
    if (toCents(amount) <= left) return [];
    return [
      {
        path: 'amount',
        rule: 'depositAmount',
        message:
          `The disbursement (${dollars(toCents(amount))}) is more than the ${dollars(Math.max(0, left))} left ` +
          `of deposit ${depositReference} (${dollars(toCents(available))}, of which ${dollars(disbursed)} is disbursed).`,
      },
    ];
  },
};
