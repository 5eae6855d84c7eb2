// Court fines made through the API for the browser tests.
import { expect } from 'vitest';
import type { ApiClient } from '../helpers/api-client';
import { apiAs, type BrowserFixture } from './browser';

export interface CourtFine {
  caseNumber: string;
  offenderName: string;
  amount: number;
  dueDate: string;
  remarks?: string;
}

/** Creates a court fine through the API as the client's user; answers its id. */
export async function createCourtFine(api: ApiClient, fine: CourtFine): Promise<number> {
  const created = await api.post('/api/court-fines', fine);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

/**
 * A maker of court fines for one offender and due date: `(username, caseNumber, amount)` creates one
 * through the API as that user and answers its id.
 */
export function courtFineMaker(fixture: BrowserFixture, fine: Pick<CourtFine, 'offenderName' | 'dueDate'>) {
  return async (username: string, caseNumber: string, amount: number): Promise<number> =>
    createCourtFine(await apiAs(fixture, username), { ...fine, caseNumber, amount });
}

/** Creates a court fine as the clerk and takes a payment of it in SGD as the cashier; answers its id. */
export async function createPaidCourtFine(
  fixture: BrowserFixture,
  fine: CourtFine,
  amountPaid: number,
): Promise<number> {
  const id = await createCourtFine(await apiAs(fixture, 'clerk@ignite.local'), fine);
  const cashier = await apiAs(fixture, 'cashier@ignite.local');
  const paid = await cashier.post('/api/fine-payments', {
    caseNumber: fine.caseNumber,
    currency: 'SGD',
    amountPaid,
    paymentMethod: 'cash',
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  return id;
}

/** Sends a write-off of the court fine as the clerk to approver1 (Arun Approver); answers its record id. */
export async function sendWriteOffToApprover1(
  fixture: BrowserFixture,
  writeOff: { caseNumber: string; amount: number; reason: string },
): Promise<number> {
  const clerk = await apiAs(fixture, 'clerk@ignite.local');
  const approver = await apiAs(fixture, 'approver1@ignite.local');
  const approverId = (await approver.get('/api/iam/auth/users/my-identity')).body.identity.id as string;
  const sent = await clerk.post('/api/court-fine-write-offs', {
    requestBody: writeOff,
    workflowActor: { id: approverId, displayName: 'Arun Approver' },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body.id as number;
}
