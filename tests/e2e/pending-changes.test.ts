// Pending changes on a plain view screen (spec §4 Screen load, step 4): with
// stateToPropagate.showPendingChanges the record's pending version is the main data, the original kept
// as currentVersion, and the changed fields are marked. The state is made through the real API: a
// fund disbursement updated under its two-step update workflow.
import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';

const browser = browserFixture();
/** Screens load slowly on a busy machine; expect.poll's own default is one second. */
const SLOW = { timeout: 15_000 };

/** A disbursement whose payee and amount changes wait for the first approval; answers its id. */
async function disbursementUnderReview(): Promise<number> {
  const clerk = await apiAs(browser, 'clerk@ignite.local');
  const created = await clerk.post('/api/fund-disbursements', {
    disbursementReference: 'FD-2026-0901',
    depositReference: 'DEP-2026-0001',
    payeeName: 'Chua Bee Hoon',
    amount: 320,
    disbursementDate: '2026-03-02',
    status: 'PENDING',
  });
  expect(created.status).toBe(201);
  const id = Number(created.body.id);
  const change = { ...created.body, payeeName: 'Chua Bee Hoon (Executor)', amount: 280 };

  // The first answer names the approving roles; the clerk then chooses an approver holding one.
  const asked = await clerk.put(`/api/fund-disbursements/${id}`, change);
  expect(asked.body.workflowRoles).toEqual(['fine_approver']);
  const candidates = await clerk.post('/api/iam/auth/users/filter-acl-users', {
    aclResourceNames: asked.body.workflowRoles,
    users: [],
  });
  const approver = (candidates.body as unknown as { id: string; displayName: string }[]).find(
    (user) => user.displayName === 'Arun Approver',
  );
  expect(approver).toBeDefined();
  const submitted = await clerk.put(`/api/fund-disbursements/${id}`, {
    requestBody: change,
    workflowActor: approver,
  });
  expect(submitted.status).toBe(200);
  expect(submitted.body).toMatchObject({
    payeeName: 'Chua Bee Hoon',
    amount: 320,
    workflowStatus: 'PENDING',
    pendingChanges: { payeeName: 'Chua Bee Hoon (Executor)', amount: 280 },
  });
  return id;
}

const CHANGED = 'ignite-changed-field';

describe('pending changes on a view screen', () => {
  it('shows the pending version with the changed fields marked, and the current one without the flag', async () => {
    const { page } = browser;
    const id = await disbursementUnderReview();
    await signInAs(browser, 'clerk@ignite.local');
    const payee = page.getByLabel('Payee name');
    const field = (key: string) => page.locator(`.formio-component-${key}`);
    // The currency field separates its symbol with a no-break space.
    const amount = async () => (await page.getByLabel('Amount').inputValue()).replace(/\s+/g, ' ');

    await page.goto(
      `/app/fund-disbursements/fund-disbursement-view/${id}?stateToPropagate.showPendingChanges=true`,
    );
    await expect.poll(() => payee.inputValue(), SLOW).toBe('Chua Bee Hoon (Executor)');
    expect(await amount()).toBe('SGD 280.00');
    await expect.poll(() => field('payeeName').getAttribute('class'), SLOW).toContain(CHANGED);
    expect(await field('amount').getAttribute('class')).toContain(CHANGED);
    expect(await field('payeeName').getAttribute('title')).toBe('Current value: Chua Bee Hoon');
    expect(await field('amount').getAttribute('title')).toBe('Current value: 320');
    for (const unchanged of ['disbursementReference', 'depositReference', 'disbursementDate', 'status'])
      expect(await field(unchanged).getAttribute('class')).not.toContain(CHANGED);
    // Marking happens with the data load, before the notice is drawn: both are settled here.
    await page.getByText('Showing the changes waiting for approval.').waitFor();
    expect(await page.locator(`.${CHANGED}`).count()).toBe(2);
    await screenshot(page, 'pending-changes-view');

    // The same form given as a whole stateToPropagate object.
    await page.goto(
      `/app/fund-disbursements/fund-disbursement-view/${id}?stateToPropagate=${encodeURIComponent(
        JSON.stringify({ showPendingChanges: true }),
      )}`,
    );
    await expect.poll(() => payee.inputValue(), SLOW).toBe('Chua Bee Hoon (Executor)');
    await expect.poll(() => page.locator(`.${CHANGED}`).count(), SLOW).toBe(2);

    // Without the flag the record's current values show, nothing marked.
    await page.goto(`/app/fund-disbursements/fund-disbursement-view/${id}`);
    await expect.poll(() => payee.inputValue(), SLOW).toBe('Chua Bee Hoon');
    expect(await amount()).toBe('SGD 320.00');
    await page.getByText('This disbursement has changes waiting for approval.').waitFor();
    expect(await page.locator(`.${CHANGED}`).count()).toBe(0);
    await screenshot(page, 'pending-changes-current-version');

    // The notice's link leads to the pending version.
    await page.getByRole('link', { name: 'Show the pending changes' }).click();
    await page.waitForURL('**/fund-disbursement-view/*?stateToPropagate.showPendingChanges=true');
    await expect.poll(() => payee.inputValue(), SLOW).toBe('Chua Bee Hoon (Executor)');
    await expect.poll(() => page.locator(`.${CHANGED}`).count(), SLOW).toBe(2);

    // And back: the same screen and record again, now without the flag and without marks.
    await page.getByRole('link', { name: 'Show the current version' }).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/fund-disbursement-view/${id}`) && !url.search);
    await expect.poll(() => payee.inputValue(), SLOW).toBe('Chua Bee Hoon');
    await expect.poll(() => page.locator(`.${CHANGED}`).count(), SLOW).toBe(0);
    expect(await amount()).toBe('SGD 320.00');
  });
});
