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
