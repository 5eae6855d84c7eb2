// The last approval of a write-off or of a disbursement's change runs the checks against other records
// again: what was approved or paid meanwhile may leave no room for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let clerk: ReturnType<typeof client>;
let approver: ReturnType<typeof client>;
let actor: { id: string; displayName: string };
beforeAll(async () => {
  server = await startTestServer();
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
  approver = client(server.url, await signIn(server.url, 'approver1@ignite.local'));
  const row = await server.database.db
    .selectFrom('users')
    .select(['id', 'display_name'])
    .where('username', '=', 'approver1@ignite.local')
    .executeTakeFirstOrThrow();
  actor = { id: row.id, displayName: row.display_name };
});
afterAll(() => server?.stop());

const itemOf = async (recordId: number) => {
  const items = await approver.get('/api/workflow/items/my');
  return items.body.content.find((each: { recordId: number }) => each.recordId === recordId);
};

describe(`the last approval checks again (${TEST_DB_KIND})`, () => {
  it('refuses to approve a write-off that others approved meanwhile leave no room for', async () => {
    expect(
      (
        await clerk.post('/api/court-fines', {
          caseNumber: 'CF-2026-0950',
          offenderName: 'Jo Tan',
          amount: 100,
          dueDate: '2026-12-31',
        })
      ).status,
    ).toBe(201);
    const send = (amount: number) =>
      clerk.post('/api/court-fine-write-offs', {
        requestBody: { caseNumber: 'CF-2026-0950', amount, reason: 'Hardship' },
        workflowActor: actor,
      });
    const first = await send(60);
    const second = await send(60);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(
      (await approver.post(`/api/workflow/items/${(await itemOf(first.body.id)).id}/approve`, {})).status,
    ).toBe(200);
    const item = await itemOf(second.body.id);
    const refused = await approver.post(`/api/workflow/items/${item.id}/approve`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].message).toBe(
      'The write-off (S$ 60.00) is more than the S$ 40.00 owed on court fine CF-2026-0950.',
    );
    expect((await itemOf(second.body.id)).status).toBe('PENDING');
  });
});
