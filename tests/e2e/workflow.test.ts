import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';
import { createCourtFine, sendWriteOffToApprover1 } from './court-fines';

const browser = browserFixture();

/** Submits a write-off of S$ 80 of a new court fine (of S$ 200) with this case number. */
async function submitWriteOff(caseNumber: string, approverName: string) {
  const { page } = browser;
  const fine = { caseNumber, offenderName: 'Lee Kah Wai', amount: 200, dueDate: '2027-05-31' };
  await createCourtFine(await apiAs(browser, 'clerk@ignite.local'), fine);
  await signInAs(browser, 'clerk@ignite.local', { open: '/app/court-fines/court-fine-write-off' });
  await page.getByLabel('Case number').fill(caseNumber);
  await page.getByLabel('Amount to write off (S$)').fill('80');
  await page.getByLabel('Reason').fill('Offender has left the country');
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  const chooser = page.locator('[data-popup-form="workflow-participant-chooser"]');
  await chooser.getByText('Approvers!!').waitFor();
  await screenshot(page, 'workflow-chooser');
  await chooser.getByLabel('Approver').selectOption({ label: approverName });
  await chooser.getByRole('button', { name: 'Choose' }).click();
  const done = page.getByRole('dialog');
  await done.getByText(`Sent to ${approverName.replace(/ \(.*\)$/, '')} for approval.`).waitFor();
  await done.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL('**/app/worklist/my-workflow-items');
}

async function openFromWorklist(username: string, summary: string) {
  const { page } = browser;
  await signInAs(browser, username);
  expect(new URL(page.url()).pathname).toBe('/app/worklist/my-workflow-items');
  await page.getByRole('link', { name: summary }).first().click();
  await page.waitForURL('**/app/worklist/workflow-item/*');
  await page
    .getByRole('heading', { name: new RegExp(summary) })
    .waitFor()
    .catch(async (error: unknown) => {
      await screenshot(page, `workflow-item-failed-${username.split('@')[0]}`);
      throw error;
    });
}

describe('workflow from submission to worklist', () => {
  it('a write-off is submitted to a chosen approver, found on the landing page and approved', async () => {
    const { page } = browser;
    await submitWriteOff('CF-2026-0801', 'Arun Approver (J-0004)');
    await openFromWorklist('approver1@ignite.local', 'CF-2026-0801');
    expect(await page.getByRole('button', { name: 'Submit for approval' }).count()).toBe(0);
    await page.getByText('Clara Clerk').first().waitFor();
    await screenshot(page, 'workflow-item');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByText('Approved. The changes are applied.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/app/worklist/my-workflow-items');
    expect(await page.getByRole('link', { name: 'CF-2026-0801' }).count()).toBe(0);
  });

  it('an approval the server refuses says why: a second write-off that would write off more than is owed', async () => {
    const { page } = browser;
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    await createCourtFine(clerk, {
      caseNumber: 'CF-2026-0809',
      offenderName: 'Lee Kah Wai',
      amount: 200,
      dueDate: '2027-05-31',
    });
    const ids: number[] = [];
    for (const amount of [150, 120])
      ids.push(
        await sendWriteOffToApprover1(browser, {
          caseNumber: 'CF-2026-0809',
          amount,
          reason: 'Offender has left the country',
        }),
      );
    const approver = await apiAs(browser, 'approver1@ignite.local');
    const items = (await approver.get('/api/workflow/items/my')).body.content as {
      id: number;
      recordId: number;
    }[];
    const itemOf = (recordId: number) => items.find((item) => item.recordId === recordId)!.id;
    expect((await approver.post(`/api/workflow/items/${itemOf(ids[0]!)}/approve`, {})).status).toBe(200);

    await signInAs(browser, 'approver1@ignite.local', {
      open: `/app/worklist/workflow-item/${itemOf(ids[1]!)}`,
    });
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Could not complete').waitFor();
    await dialog.getByText(/more than the S\$ ?50\.00 (still )?owed/).waitFor();
    await screenshot(page, 'workflow-approval-refused');
  });

  it('a rejection goes back to the submitter with its reason', async () => {
    const { page } = browser;
    await submitWriteOff('CF-2026-0802', 'Arun Approver (J-0004)');
    await openFromWorklist('approver1@ignite.local', 'CF-2026-0802');
    await page.getByRole('button', { name: 'Reject' }).click();
    const popup = page.locator('[data-popup-form="generic-reasoning-popup"]');

    await popup.getByLabel('Reason').fill('Proof of departure missing');
    await popup.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').getByText('Rejected. The submitter has been told why.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await openFromWorklist('clerk@ignite.local', 'CF-2026-0802');
    // The returned item says who rejected it, when and why (it was made by the rejection, not the submission).
    await page
      .getByText(/court-fine-write-offs · rejected by Arun Approver on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/)
      .waitFor();
    await page.locator('.ignite-workflow-item__reason').getByText('Proof of departure missing').waitFor();
    expect(await page.getByText(/submitted by/).count()).toBe(0);
    await screenshot(page, 'workflow-item-returned');
    await page.getByText('REJECTED').first().waitFor();
  });
});

describe('a two-step workflow', () => {
  it('approver1 approves step one choosing approver2, who approves; the record shows the change and the full history', async () => {
    const { page } = browser;
    const admin = await apiAs(browser, 'admin@ignite.local');
    // A screen and a resource whose creates need two approvals, declared as an admin would.
    const wire = (await admin.get('/api/ignite/application/court-fine-write-off')).body as {
      components: string[];
    };
    const components = JSON.parse(wire.components[0]!) as { type: string; submissionUrl?: string }[];
    components[0]!.submissionUrl = '/large-write-offs';
    // As the builder does it: a draft, its resource, then the publish (whose lint wants the resource).
    const form = { id: 'large-write-off', name: 'Large write-off', category: 'tests', components };
    expect((await admin.post('/api/ignite/forms', { form })).status).toBe(201);
    const declared = await admin.post('/api/ignite/resources', {
      name: 'large-write-offs',
      formId: 'large-write-off',
      readAcl: 'court-fines.read',
      writeAcl: 'court-fines.write',
      searchableFields: ['caseNumber'],
      workflow: {
        create: [
          { name: 'Check', roles: ['fine_approver'] },
          { name: 'Sign off', roles: ['fine_approver'] },
        ],
        summaryField: 'caseNumber',
      },
    });
    expect(declared.status).toBe(201);
    expect((await admin.post('/api/ignite/forms/large-write-off/versions/1/publish')).status).toBe(200);

    await signInAs(browser, 'clerk@ignite.local', { open: '/app/tests/large-write-off' });
    await page.getByLabel('Case number').fill('CF-2026-0803');
    await page.getByLabel('Amount to write off (S$)').fill('900');
    await page.getByLabel('Reason').fill('Court ordered remission');
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    const chooser = page.locator('[data-popup-form="workflow-participant-chooser"]');
    await chooser.getByLabel('Approver').selectOption({ label: 'Arun Approver (J-0004)' });
    await chooser.getByRole('button', { name: 'Choose' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await openFromWorklist('approver1@ignite.local', 'CF-2026-0803');
    await page.getByRole('button', { name: 'Approve' }).click();
    const next = page.locator('[data-popup-form="workflow-participant-chooser"]');
    await next.getByLabel('Approver').selectOption({ label: 'Beth Approver (J-0005)' });
    await next.getByRole('button', { name: 'Choose' }).click();
    await page.getByRole('dialog').getByText('Approved. Sent to Beth Approver for "Sign off".').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await openFromWorklist('approver2@ignite.local', 'CF-2026-0803');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByText('Approved. The changes are applied.').waitFor();

    const record = (
      await admin.get(`/api/large-write-offs?q=${encodeURIComponent('caseNumber=CF-2026-0803')}`)
    ).body as {
      content: {
        amount: number;
        workflowStatus: string;
        workflowHistory: { step: string; decision: string; byName: string }[];
      }[];
    };
    expect(record.content[0]).toMatchObject({ amount: 900, workflowStatus: 'APPROVED' });
    expect(
      record.content[0]!.workflowHistory.map((entry) => `${entry.step}:${entry.decision}:${entry.byName}`),
    ).toEqual([
      'Check:SUBMITTED:Clara Clerk',
      'Check:APPROVED:Arun Approver',
      'Sign off:APPROVED:Beth Approver',
    ]);
  });
});

describe('an approver who lost the step’s acl', () => {
  it('finds the item in the worklist, told why it cannot be decided, without Approve or Reject', async () => {
    const { page } = browser;
    const admin = await apiAs(browser, 'admin@ignite.local');
    const approverAcls = ['worklist.read', 'court-fines.read'];
    const declared = await admin.post('/api/ignite/resources', {
      name: 'cashier-checked-write-offs',
      formId: 'court-fine-write-off',
      readAcl: 'court-fines.read',
      writeAcl: 'court-fines.write',
      searchableFields: ['caseNumber'],
      workflow: {
        create: [{ name: 'Payments check', roles: ['fine-payments.read'] }],
        summaryField: 'caseNumber',
      },
    });
    expect(declared.status).toBe(201);
    const granted = await admin.put('/api/iam/roles/fine_approver', {
      acls: [...approverAcls, 'fine-payments.read'],
    });
    expect(granted.status).toBe(200);
    try {
      const clerk = await apiAs(browser, 'clerk@ignite.local');
      const approvers = (await clerk.post('/api/iam/user/users-with-permission', ['fine-payments.read']))
        .body;
      const approver1 = (approvers as { id: string; displayName: string }[]).find(
        (user) => user.displayName === 'Arun Approver',
      )!;
      const submitted = await clerk.post('/api/cashier-checked-write-offs', {
        requestBody: { caseNumber: 'CF-2026-0042', amount: 5, reason: 'Paid at another counter' },
        workflowActor: { id: approver1.id },
      });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    } finally {
      // The administrator takes the acl away again.
      expect((await admin.put('/api/iam/roles/fine_approver', { acls: approverAcls })).status).toBe(200);
    }
    await openFromWorklist('approver1@ignite.local', 'CF-2026-0042');
    await page
      .locator('.ignite-workflow-item__refusal')
      .getByText('You no longer hold fine-payments.read, which "Payments check" needs')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    await screenshot(page, 'workflow-item-role-lost');
  });
});

describe('a rejected write-off whose record is deleted', () => {
  /** A write-off the clerk sends to approver1 and approver1 rejects: answers the clerk's returned item. */
  async function rejectedWriteOff(amount: number) {
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    const approver = await apiAs(browser, 'approver1@ignite.local');
    const users = (await clerk.post('/api/iam/user/users-with-permission', ['fine_approver'])).body as {
      id: string;
      displayName: string;
    }[];
    const submitted = await clerk.post('/api/court-fine-write-offs', {
      requestBody: { caseNumber: 'CF-2026-0101', amount, reason: 'Offender deceased' },
      workflowActor: { id: users.find((user) => user.displayName === 'Arun Approver')!.id },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const mine = async (api: typeof clerk) =>
      (await api.get('/api/workflow/items/my')).body.content as { id: number; recordId: number }[];
    const item = (await mine(approver)).find((candidate) => candidate.recordId === submitted.body.id)!;
    expect(
      (await approver.post(`/api/workflow/items/${item.id}/reject`, { reason: 'No certificate' })).status,
    ).toBe(200);
    const returned = (await mine(clerk)).find((candidate) => candidate.recordId === submitted.body.id)!;
    return { returned };
  }

  it('one left behind by an earlier delete says so and can still be removed', async () => {
    const { page } = browser;
    const { returned } = await rejectedWriteOff(7);
    // The server's answer for a returned item whose record was deleted before deletes closed them.
    await page.route(`**/api/workflow/items/${returned.id}`, async (route) => {
      const real = (await (await route.fetch()).json()) as { item: unknown; formId: string };
      await route.fulfill({
        json: {
          item: real.item,
          formId: real.formId,
          recordDeleted: 'The record of this rejection has been deleted since.',
        },
      });
    });
    await signInAs(browser, 'clerk@ignite.local', { open: `/app/worklist/workflow-item/${returned.id}` });
    await page
      .locator('.ignite-workflow-item__deleted')
      .getByText('The record of this rejection has been deleted since.')
      .waitFor();
    await screenshot(page, 'workflow-item-record-deleted');
    await page.getByRole('button', { name: 'Remove from my worklist' }).click();
    await page.waitForURL('**/app/worklist/my-workflow-items');
    await page.unroute(`**/api/workflow/items/${returned.id}`);
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    const items = (await clerk.get('/api/workflow/items/my')).body.content as { id: number }[];
    expect(items.some((item) => item.id === returned.id)).toBe(false);
  });
});

describe('a rejected change', () => {
  it('comes back to the submitter with what they sent, compared with the record as it stands', async () => {
    const { page } = browser;
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    const approver = await apiAs(browser, 'approver1@ignite.local');
    const users = (await clerk.post('/api/iam/user/users-with-permission', ['fine_approver'])).body as {
      id: string;
      displayName: string;
    }[];
    const workflowActor = { id: users.find((user) => user.displayName === 'Arun Approver')!.id };
    const myItem = async (api: typeof clerk, recordId: number) =>
      ((await api.get('/api/workflow/items/my')).body.content as { id: number; recordId: number }[]).find(
        (candidate) => candidate.recordId === recordId,
      )!;
    const data = { caseNumber: 'CF-2026-0101', amount: 8, reason: 'Offender deceased' };
    const created = await clerk.post('/api/court-fine-write-offs', { requestBody: data, workflowActor });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    const approved = await approver.post(
      `/api/workflow/items/${(await myItem(approver, id)).id}/approve`,
      {},
    );
    expect(approved.status).toBe(200);
    const changed = await clerk.put(`/api/court-fine-write-offs/${id}`, {
      requestBody: { ...data, amount: 9, version: approved.body.record.version },
      workflowActor,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const rejected = await approver.post(`/api/workflow/items/${(await myItem(approver, id)).id}/reject`, {
      reason: 'S$ 9 is not what the court ordered',
    });
    expect(rejected.status).toBe(200);

    await signInAs(browser, 'clerk@ignite.local', {
      open: `/app/worklist/workflow-item/${(await myItem(clerk, id)).id}`,
    });
    await page
      .locator('.ignite-workflow-item__reason')
      .getByText('S$ 9 is not what the court ordered')
      .waitFor();
    await page
      .locator('.ignite-workflow-item__rejected-changes')
      .getByText('The changes you sent are shown below, compared with the record as it stands.')
      .waitFor();
    await expect.poll(() => page.getByLabel('Amount to write off (S$)').inputValue()).toBe('9');
    await page.locator('.ignite-changed-field').first().waitFor();
    await screenshot(page, 'workflow-item-rejected-change');
  });
});
