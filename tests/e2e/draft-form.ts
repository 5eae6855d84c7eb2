// A form saved as a draft through the forms API, as the builder's Save does: the tests that then open it
// in the builder or the portal start from here.
import { expect } from 'vitest';
import type { ApiClient } from '../helpers/api-client';

/** POST /api/ignite/forms with this body ({ form, note? }); fails the test unless the form is created. */
export async function createDraftForm(api: ApiClient, body: { form: object; note?: string }): Promise<void> {
  const created = await api.post('/api/ignite/forms', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}
