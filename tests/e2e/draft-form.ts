// A form saved as a draft through the forms API, as the builder's Save does: the tests that then open it
// in the builder or the portal start from here.
import { expect } from 'vitest';
import type { ApiClient } from '../helpers/api-client';
import { apiAs, signInAs, type BrowserFixture } from './browser';

/** POST /api/ignite/forms with this body ({ form, note? }); fails the test unless the form is created. */
export async function createDraftForm(api: ApiClient, body: { form: object; note?: string }): Promise<void> {
  const created = await api.post('/api/ignite/forms', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

/**
 * A form of these components saved as a draft by the designer, in the builder-tests category, then opened by
 * them in the builder: answers once the builder shows it as draft version 1, with the designer's API client.
 */
export async function openDraftInBuilder(
  fixture: BrowserFixture,
  form: { id: string; name: string; components: object[] },
): Promise<ApiClient> {
  const designer = await apiAs(fixture, 'designer@ignite.local');
  await createDraftForm(designer, { form: { ...form, category: 'builder-tests' } });
  await signInAs(fixture, 'designer@ignite.local', { open: `/forms/form-builder/${form.id}` });
  await fixture.page.getByLabel('Version info').getByText('Draft v1').waitFor();
  return designer;
}
