// An administrator finds a pending workflow item under Pending Approvals, reassigns it with the approver
// chooser, and sees the new assignee; the item moves from one approver's worklist to the other's.
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

    // The administrator finds it under Pending Approvals, the longest waiting first: this one is last.
    await signInAs(browser, 'admin@ignite.local');
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    await sidebar.getByText('Administration').click();
    await sidebar.getByText('Pending Approvals').click();
    await page.waitForURL('**/app/worklist/pending-workflow-items');
    const table = page.locator('.ignite-smart-table').first();
    await table.locator('tbody > tr').first().waitFor();
    const lastPage = table.getByRole('button', { name: 'Last Page' });
    if (await lastPage.isEnabled()) await lastPage.click();
    const row = table.locator('tbody > tr').filter({ hasText: caseNumber });
    await row.waitFor();
    const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
    const cells = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
    expect(cells[headers.indexOf('Waiting for')]).toBe('Arun Approver');
    expect(cells[headers.indexOf('Step')]).toBe('Approve write-off');
    await screenshot(page, 'workflow-pending-approvals');
    await row.getByRole('link').click();
    await page.waitForURL(`**/app/worklist/workflow-item/${item.id}`);
    // No menu item links to an item: the breadcrumbs lead back to the worklist its section belongs to.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Worklist' })
      .waitFor();
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
    const why = page.locator('[data-popup-form="generic-reasoning-popup"]');
    await why.getByText('Say why this item goes to Beth Approver.').waitFor();
    await why.getByLabel('Reason').fill('Arun is on leave');
    await why.getByRole('button', { name: 'Submit' }).click();
    const done = page.getByRole('dialog');
    await done.getByText('Reassigned to Beth Approver for "Approve write-off".').waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await page.locator('.ignite-workflow-item__assignee').getByText('waiting for Beth Approver').waitFor();
    const history = page.getByRole('region', { name: 'Workflow history' });
    await history.getByRole('row', { name: /REASSIGNED.*Arun is on leave.*→ Beth Approver/ }).waitFor();
    await screenshot(page, 'workflow-reassigned');

    await signInAs(browser, 'approver2@ignite.local');
    await page.getByRole('link', { name: caseNumber }).waitFor();
    const mine = (await (await apiAs(browser, 'approver1@ignite.local')).get('/api/workflow/items/my')).body
      .content as { id: number }[];
    expect(mine.some((candidate) => candidate.id === item.id)).toBe(false);
  });
});
