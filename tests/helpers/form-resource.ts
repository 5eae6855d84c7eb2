// A Form.io form imported and declared as a resource of the same name (its path), its records guarded by
// the court-fine acls: what a test of record behaviour needs before its first POST.
import { expect } from 'vitest';
import type { ApiClient } from './api-client';

export async function importFormAsResource(
  admin: ApiClient,
  form: { path: string },
  searchableFields: string[],
): Promise<void> {
  expect((await admin.post('/api/ignite/import', form)).status).toBe(200);
  const declared = await admin.post('/api/ignite/resources', {
    name: form.path,
    formId: form.path,
    readAcl: 'court-fines.read',
    writeAcl: 'court-fines.write',
    searchableFields,
  });
  expect(declared.status, JSON.stringify(declared.body)).toBe(201);
}
