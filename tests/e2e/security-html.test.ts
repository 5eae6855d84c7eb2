// Record data shown in designer HTML, or in a read-only text area, is text: a clerk's stored overlay or
// link is shown to the next user as the characters typed, and creates no element.
import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';
import { createCourtFine, sendWriteOffToApprover1 } from './court-fines';

const browser = browserFixture();

const OVERLAY =
  '<div id="fake" style="position:fixed;inset:0;z-index:9999;background:#fff">Session expired</div>';
const LINK = '<a id="phish" href="https://evil.example/login">Sign in again</a>';

describe('record data in HTML content', () => {
  it('shows a stored overlay and link as text on the view screen of another user', async () => {
    const { page } = browser;
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    const id = await createCourtFine(clerk, {
      caseNumber: 'CF-2026-0990',
      offenderName: OVERLAY,
      amount: 75,
      dueDate: '2027-02-01',
    });
    const saved = await clerk.post(`/api/court-fines/${id}`, {
      ...(await clerk.get(`/api/court-fines/${id}`)).body,
      remarks: LINK,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    await signInAs(browser, 'approver1@ignite.local', { open: `/app/court-fines/court-fine-view/${id}` });
    await page.getByText('CF-2026-0990').waitFor();
    const screen = page.locator('.ignite-screen');
    await expect.poll(() => screen.getByText(OVERLAY, { exact: true }).count()).toBe(1);
    expect(await screen.getByText(LINK, { exact: true }).count()).toBe(1);
    // No element came from the data: no overlay, no link to elsewhere, nothing laid over the page.
    expect(await page.locator('#fake, #phish, a[href*="evil.example"]').count()).toBe(0);
    expect(await page.locator('.ignite-screen [style*="fixed"]').count()).toBe(0);
    // The designer's own links are still links.
    expect(await screen.getByRole('link', { name: 'Edit this fine' }).getAttribute('href')).toBe(
      `/app/court-fines/court-fine-edit/${id}`,
    );
    await screenshot(page, 'security-html-view');
  });

  it("shows a write-off reason typed as HTML as text in the approver's read-only text area", async () => {
    const { page } = browser;
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    await createCourtFine(clerk, {
      caseNumber: 'CF-2026-0991',
      offenderName: 'Tan Markup',
      amount: 300,
      dueDate: '2027-02-01',
    });
    const reason = `Left the <i>country</i>. ${LINK}<input id="pw" placeholder="Re-enter password">`;
    await sendWriteOffToApprover1(browser, { caseNumber: 'CF-2026-0991', amount: 40, reason });

    await signInAs(browser, 'approver1@ignite.local');
    await page.getByRole('link', { name: 'CF-2026-0991' }).first().click();
    await page.waitForURL('**/app/worklist/workflow-item/*');
    const shown = page.getByRole('textbox', { name: 'Reason' });
    await expect.poll(() => shown.innerText()).toBe(reason);
    expect(await shown.locator('*').count()).toBe(0);
    expect(await page.locator('#phish, #pw, a[href*="evil.example"]').count()).toBe(0);
    await screenshot(page, 'security-html-reason');
  });
});
