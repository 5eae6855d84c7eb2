// Navigation rules (spec §4 Navigation): a propagated state whose action is cancelNavigation shows its
// message in an information popup and the screen stays where it is.
import { describe, expect, it } from 'vitest';
import { browserFixture, screenshot, signInAs } from './browser';
import { courtFineMaker } from './court-fines';

const browser = browserFixture();
/** Screens load slowly on a busy machine; expect.poll's own default is one second. */
const SLOW = { timeout: 15_000 };

/** Creates a court fine for Ho Ching through the API as the given user; answers its id. */
const createFine = courtFineMaker(browser, { offenderName: 'Ho Ching', dueDate: '2027-04-01' });

async function openActions(id: number) {
  const { page } = browser;
  await page.goto(`/app/court-fines/court-fine-actions/${id}`);
  await expect.poll(() => page.getByLabel('Amount (S$)').inputValue(), SLOW).not.toBe('');
}

describe('a navigation whose propagated state cancels it', () => {
  it('shows the state message in an information popup and stays on the screen', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const id = await createFine('clerk@ignite.local', 'CF-2026-0971', 60);
    await openActions(id);
    const before = page.url();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    await page.getByRole('button', { name: 'Set up instalment plan' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('Fine CF-2026-0971 is under S$ 100 and is paid in one go: no instalment plan.')
      .waitFor();
    expect(await dialog.getByText('Information').first().isVisible()).toBe(true);
    await screenshot(page, 'cancel-navigation-popup');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), SLOW).toBe(0);

    // Still the same screen with its data, and no navigation happened at any point.
    expect(await page.getByLabel('Amount (S$)').inputValue()).toBe('60');
    expect(await page.getByRole('button', { name: 'Set up instalment plan' }).isVisible()).toBe(true);
    expect(page.url()).toBe(before);
    expect(navigations).toEqual([]);
  });

  it('navigates with the evaluated state when the condition does not cancel', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const id = await createFine('clerk@ignite.local', 'CF-2026-0972', 450);
    await openActions(id);
    await page.getByRole('button', { name: 'Set up instalment plan' }).click();
    await page.waitForURL('**/app/instalment-plans/instalment-plan-create?**');
    const state = new URL(page.url()).searchParams;
    expect(state.get('stateToPropagate.caseNumber')).toBe('CF-2026-0972');
    expect(state.get('stateToPropagate.totalAmount')).toBe('450');
    expect(state.get('stateToPropagate.from')).toBe('court-fine-actions');
    expect(state.has('stateToPropagate.action')).toBe(false);
    await page.getByRole('heading', { name: 'Create Instalment Plan' }).waitFor();
  });
});
