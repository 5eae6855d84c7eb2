// Validation hooks (spec 000 §3 "Validation hook response"): the first rule whose q matches the posted data
// answers. A form stored before its rules were checked may hold a rule whose q does not parse: calling the
// hook answers an error naming the hook and the rule, not an unexpected error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../schemas/form-definition';
import { saveForm } from '../../server/forms';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let clerk: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
});
afterAll(() => server?.stop());

const formId = `hooks-${Date.now()}`;
const form = {
  id: formId,
  name: 'Validation hooks',
  category: 'tests',
  components: [
    {
      type: 'screen-config',
      key: 'screen',
      screenType: 'create',
      submissionUrl: '/court-fines',
      validationHooks: [
        { name: 'large', rules: [{ when: 'amount>=500', proceed: false, popupMessage: 'Large' }] },
        {
          name: 'broken',
          rules: [
            { when: 'amount>=500', proceed: true },
            { when: 'amount >', proceed: false },
          ],
        },
      ],
    },
    { type: 'number', key: 'amount', label: 'Amount', input: true },
  ],
} as unknown as FormDefinition;

describe(`validation hooks (${TEST_DB_KIND})`, () => {
  beforeAll(async () => {
    // Stored as an old form may be: its rules were never checked.
    await saveForm(server.database.db, form, null);
  });

  it('answers the first matching rule, and nothing when none matches', async () => {
    const matched = await clerk.post(`/api/ignite/application/${formId}/validation-hooks/large`, {
      amount: 800,
    });
    expect(matched.status).toBe(200);
    expect(matched.body).toEqual({ proceed: false, popupMessage: 'Large' });
    const none = await clerk.post(`/api/ignite/application/${formId}/validation-hooks/large`, { amount: 10 });
    expect(none.body).toEqual({});
  });

  it('refuses a rule whose q does not parse with an error naming the hook and the rule', async () => {
    // The rules before it still answer.
    const first = await clerk.post(`/api/ignite/application/${formId}/validation-hooks/broken`, {
      amount: 800,
    });
    expect(first.body).toEqual({ proceed: true });
    const response = await clerk.post(`/api/ignite/application/${formId}/validation-hooks/broken`, {
      amount: 10,
    });
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({
      errorCode: 'VALIDATION_HOOK_INVALID',
      details: { formId, hook: 'broken', rule: 2, when: 'amount >' },
    });
    expect(response.body.message).toContain(`validation hook "broken"`);
    expect(response.body.message).toContain('rule 2');
  });
});
