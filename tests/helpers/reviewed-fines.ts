// A resource of court fines (the court-fine-create form, the court fines' acls) whose updates go through
// approval steps: what the workflow tests change and review.
import { expect } from 'vitest';
import type { ApiClient } from './test-server';

/** Declares it as the admin; fails the test unless it is created. */
export async function declareReviewedFines(
  admin: ApiClient,
  name: string,
  steps: { name: string; roles: string[] }[],
  readAcl = 'court-fines.read',
): Promise<void> {
  const declared = await admin.post('/api/ignite/resources', {
    name,
    formId: 'court-fine-create',
    readAcl,
    writeAcl: 'court-fines.write',
    searchableFields: ['caseNumber'],
    workflow: { update: steps, summaryField: 'caseNumber' },
  });
  expect(declared.status, JSON.stringify(declared.body)).toBe(201);
}
