// An administrator opens a pending workflow item, reassigns it with the approver chooser, and sees the
// new assignee; the item moves from one approver's worklist to the other's.
import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';
import { createCourtFine } from './court-fines';

const browser = browserFixture();

describe('reassigning a workflow item', () => {
  it('the administrator gives approver1’s item to approver2, who finds it in the worklist', async () => {
    const { page } = browser;
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    const caseNumber = 'CF-2026-0811';
    await createCourtFine(clerk, {
      caseNumber,
      offenderName: 'Tan Mei Ling',
      amount: 200,
      dueDate: '2027-05-31',
    });
    const approvers = (await clerk.post('/api/iam/user/users-with-permission', ['fine_approver'])).body as {
      id: string;
      displayName: string;
    }[];
    const approver1 = approvers.find((user) => user.displayName === 'Arun Approver')!;
    const submitted = await clerk.post('/api/court-fine-write-offs', {
      requestBody: { caseNumber, amount: 7, reason: 'Reassignment check' },
      workflowActor: { id: approver1.id },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const item = (
      (await (await apiAs(browser, 'approver1@ignite.local')).get('/api/workflow/items/my')).body.content as {
        id: number;
        recordId: number;
      }[]
    ).find((candidate) => candidate.recordId === submitted.body.id)!;

    await signInAs(browser, 'admin@ignite.local', { open: `/app/worklist/workflow-item/${item.id}` });
    await page.locator('.ignite-workflow-item__assignee').getByText('waiting for Arun Approver').waitFor();
    // Not theirs to decide: only Reassign.
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Reassign' }).click();
    const chooser = page.locator('[data-popup-form="workflow-participant-chooser"]');
    const approver = chooser.getByLabel('Approver');
    await approver.waitFor();
    // The assignee, the submitter and the administrator are not offered.
    expect(await approver.locator('option', { hasText: 'Arun Approver' }).count()).toBe(0);
    await approver.selectOption({ label: 'Beth Approver (J-0005)' });
    await screenshot(page, 'workflow-reassign-chooser');
    await chooser.getByRole('button', { name: 'Choose' }).click();
    const done = page.getByRole('dialog');
    await done.getByText('Reassigned to Beth Approver for "Approve write-off".').waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await page.locator('.ignite-workflow-item__assignee').getByText('waiting for Beth Approver').waitFor();
    const history = page.getByRole('region', { name: 'Workflow history' });
    await history.getByRole('row', { name: /REASSIGNED.*→ Beth Approver/ }).waitFor();
    await screenshot(page, 'workflow-reassigned');

    await signInAs(browser, 'approver2@ignite.local');
    await page.getByRole('link', { name: caseNumber }).waitFor();
    const mine = (await (await apiAs(browser, 'approver1@ignite.local')).get('/api/workflow/items/my')).body
      .content as { id: number }[];
    expect(mine.some((candidate) => candidate.id === item.id)).toBe(false);
  });
});
