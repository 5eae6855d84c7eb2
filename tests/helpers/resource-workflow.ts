// Gives a seeded resource another workflow for a test, keeping the rest of its declaration.
import { expect } from 'vitest';
import type { WorkflowDefinition } from '../../schemas/workflow';
import type { ApiClient } from './api-client';

/** Re-declares the resource as the admin with the workflow `change` makes of its current one. */
export async function redeclareWorkflow(
  admin: ApiClient,
  resource: string,
  change: (workflow: WorkflowDefinition | undefined) => WorkflowDefinition,
): Promise<void> {
  const declared = (await admin.get(`/api/ignite/resources/${resource}`)).body;
  const { name, formId, readAcl, writeAcl, searchableFields, sortableFields, workflow } = declared;
  const changed = await admin.post('/api/ignite/resources', {
    name,
    formId,
    readAcl,
    writeAcl,
    searchableFields,
    ...(sortableFields ? { sortableFields } : {}),
    workflow: change(workflow),
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
}
