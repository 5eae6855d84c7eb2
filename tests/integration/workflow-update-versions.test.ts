// A change sent for approval names the version it was made from, as a direct update does: without one it
// is refused (428), made from an earlier one it is refused (409), and a record deleted, or of another
// resource, is not found (404). An approved change is not undone by a stale one.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUsersOnTestServer } from '../helpers/demo-users';
import { TEST_DB_KIND } from '../helpers/test-server';

const demo = demoUsersOnTestServer(['clerk', 'approver1', 'admin'] as const);
const { api, actor } = demo;
type Item = { id: number; recordId: number; status: string };
type Stored = { id: number; version: number } & Record<string, unknown>;

const pendingItem = async (who: 'approver1' | 'admin', recordId: number) =>
  ((await api[who].get('/api/workflow/items/my')).body.content as Item[]).find(
    (item) => item.recordId === recordId && item.status === 'PENDING',
  );

/** Sends a change of a disbursement through its two steps (fine approver, then administrator). */
async function changeApproved(change: Record<string, unknown>) {
  const id = change.id as number;
  const sent = await api.clerk.put(`/api/fund-disbursements/${id}`, {
    requestBody: change,
    workflowActor: actor('approver1'),
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const checked = await api.approver1.post(
    `/api/workflow/items/${(await pendingItem('approver1', id))!.id}/approve`,
    {
      nextStepWorkflowActor: actor('admin'),
    },
  );
  expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  const signed = await api.admin.post(
    `/api/workflow/items/${(await pendingItem('admin', id))!.id}/approve`,
    {},
  );
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  return signed.body.record as Stored;
}

const versionRequired = {
  errorCode: 'VERSION_REQUIRED',
  message: 'Send the version of the record you changed (body "version" or If-Match)',
};

let deposit: Stored;
beforeAll(async () => {
  const created = await api.clerk.post('/api/deposits', {
    depositReference: 'DEP-2026-0921',
    depositorName: 'Tan Wei Ming',
    amount: 1000,
    depositDate: '2026-03-01',
    paymentMode: 'CASH',
    status: 'CLEARED',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  deposit = created.body;
});

let references = 0;
async function disbursement(payeeName: string): Promise<Stored> {
  const created = await api.clerk.post('/api/fund-disbursements', {
    disbursementReference: `FD-2026-${String((references += 1) + 920).padStart(4, '0')}`,
    depositReference: 'DEP-2026-0921',
    payeeName,
    amount: 100,
    disbursementDate: '2026-03-02',
    status: 'PENDING',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

describe(`a change sent for approval names its version (${TEST_DB_KIND})`, () => {
  it('refuses a stale change without a version, or with an earlier one, leaving the approved change', async () => {
    const v1 = await disbursement('Payee A');
    expect(v1.version).toBe(1);
    const v3 = await changeApproved({ ...v1, payeeName: 'Payee B' });
    expect(v3).toMatchObject({ payeeName: 'Payee B', version: 3, workflowStatus: 'APPROVED' });

    // A change built from version 1, its version left out: refused when asked and when sent.
    const { version: _version, ...stale } = v1;
    const asked = await api.clerk.put(`/api/fund-disbursements/${v1.id}`, stale);
    expect(asked.status).toBe(428);
    expect(asked.body).toMatchObject(versionRequired);
    const sent = await api.clerk.put(`/api/fund-disbursements/${v1.id}`, {
      requestBody: stale,
      workflowActor: actor('approver1'),
    });
    expect(sent.status).toBe(428);
    expect(sent.body).toMatchObject(versionRequired);
    for (const version of [null, 'one', 0]) {
      const odd = await api.clerk.put(`/api/fund-disbursements/${v1.id}`, {
        requestBody: { ...stale, version },
        workflowActor: actor('approver1'),
      });
      expect(odd.status).toBe(428);
    }

    // Naming version 1: refused as a direct update refuses it.
    const conflict = {
      errorCode: 'VERSION_CONFLICT',
      message: 'This record was changed by someone else. Reload it and try again.',
      details: { expectedVersion: 1, currentVersion: 3 },
    };
    const askedStale = await api.clerk.put(`/api/fund-disbursements/${v1.id}`, v1);
    expect(askedStale.status).toBe(409);
    expect(askedStale.body).toMatchObject(conflict);
    const sentStale = await api.clerk.put(`/api/fund-disbursements/${v1.id}`, {
      requestBody: v1,
      workflowActor: actor('approver1'),
    });
    expect(sentStale.status).toBe(409);
    expect(sentStale.body).toMatchObject(conflict);

    // Nothing was sent: no item waits, and the approved change stands.
    expect(await pendingItem('approver1', v1.id)).toBeUndefined();
    const stored = (await api.clerk.get(`/api/fund-disbursements/${v1.id}`)).body;
    expect(stored).toMatchObject({ payeeName: 'Payee B', version: 3, workflowStatus: 'APPROVED' });
    expect(stored).not.toHaveProperty('pendingChanges');

    // The version named by If-Match instead: a stale one refused, as in the body.
    const staleByHeader = await api.clerk.put(
      `/api/fund-disbursements/${v1.id}`,
      { requestBody: stale, workflowActor: actor('approver1') },
      { 'if-match': '"1"' },
    );
    expect(staleByHeader.status).toBe(409);
    expect(staleByHeader.body).toMatchObject(conflict);
    const { version: _current, ...unversioned } = stored as Record<string, unknown>;
    const askedByHeader = await api.clerk.put(
      `/api/fund-disbursements/${v1.id}`,
      { ...unversioned, payeeName: 'Payee C' },
      { 'if-match': '"3"' },
    );
    expect(askedByHeader.status, JSON.stringify(askedByHeader.body)).toBe(200);
    expect(askedByHeader.body).toHaveProperty('workflowRoles');

    // Made from the current version, a change is sent (the version as text, as If-Match would give it).
    const current = await api.clerk.put(`/api/fund-disbursements/${v1.id}`, {
      requestBody: { ...stored, payeeName: 'Payee C', version: '3' },
      workflowActor: actor('approver1'),
    });
    expect(current.status, JSON.stringify(current.body)).toBe(200);
    expect(current.body).toMatchObject({ payeeName: 'Payee B', pendingChanges: { payeeName: 'Payee C' } });
  });

  it('answers 404 for a deleted record, or an id of another resource, as a direct update does', async () => {
    const gone = await disbursement('Payee D');
    expect((await api.clerk.delete(`/api/fund-disbursements/${gone.id}`)).status).toBe(204);
    for (const body of [gone, { requestBody: gone, workflowActor: actor('approver1') }]) {
      const changed = await api.clerk.put(`/api/fund-disbursements/${gone.id}`, body);
      expect(changed.status).toBe(404);
      expect(changed.body).toMatchObject({
        errorCode: 'RECORD_NOT_FOUND',
        message: `There is no fund-disbursements record with id "${gone.id}"`,
      });
    }
    const elsewhere = await api.clerk.put(`/api/fund-disbursements/${deposit.id}`, {
      requestBody: { ...(await disbursement('Payee E')), version: deposit.version },
      workflowActor: actor('approver1'),
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.errorCode).toBe('RECORD_NOT_FOUND');
  });
});
