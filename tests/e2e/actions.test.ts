import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';
import { courtFineMaker } from './court-fines';
import { createDraftForm } from './draft-form';

const browser = browserFixture();

/** Creates a court fine for Goh Chok Tong through the API as the given user; answers its id. */
const createFine = courtFineMaker(browser, { offenderName: 'Goh Chok Tong', dueDate: '2027-03-01' });

async function openActions(id: number) {
  const { page } = browser;
  await page.goto(`/app/court-fines/court-fine-actions/${id}`);
  await expect.poll(() => page.getByLabel('Amount (S$)').inputValue()).not.toBe('');
}

describe('action buttons and chains against the real server', () => {
  it('runs callApi → setFieldValues → conditional skip → showPopup returning a value → navigate', async () => {
    const { page } = browser;
    await signInAs(browser, 'designer@ignite.local');
    const id = await createFine('designer@ignite.local', 'CF-2026-0951', 120);
    await openActions(id);
    await page.getByRole('button', { name: 'Review and save' }).click();
    const popup = page.getByRole('dialog');
    await popup.getByText('Review CF-2026-0951').waitFor();
    await expect
      .poll(() => page.getByLabel('Review note').inputValue())
      .toBe('Offender has 1 fine(s) on record');
    await popup.getByLabel('Reason').fill('Amount confirmed by phone');
    await screenshot(page, 'action-chain-popup');
    await popup.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(`**/app/court-fines/court-fine-view/${id}`);
    await page.getByText('Reviewed: Amount confirmed by phone').waitFor();

    // The designer's trace shows every step, the conditional one skipped.
    await page.getByRole('button', { name: /Action trace/ }).click();
    const run = page.locator('.ignite-trace details', { hasText: 'Button "Review and save"' }).first();
    await run.locator('summary').click();
    const rows = run.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(6);
    expect(await rows.nth(2).textContent()).toContain('SKIPPED');
    expect(await rows.nth(3).textContent()).toContain('Amount confirmed by phone');
    await screenshot(page, 'action-trace');
  });

  it('halts postToUrl on a validation response, and sends only after confirmation', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const big = await createFine('clerk@ignite.local', 'CF-2026-0952', 750);
    await openActions(big);
    const button = page.getByRole('button', { name: 'Save after write-off check' });
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Fines of S$ 500 or more cannot be written off here.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const small = await createFine('clerk@ignite.local', 'CF-2026-0953', 90);
    await openActions(small);
    await page.getByLabel('Remarks').fill('Hardship: write-off to be requested');
    await button.click();
    await page
      .getByRole('dialog')
      .getByText('Fine CF-2026-0953 of S$ 90.00 passed the write-off check. Save your changes to it?')
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await button.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    // The post saves the fine (its remarks); it says so, and does not claim a write-off.
    await page
      .getByRole('dialog')
      .getByText(
        'Fine CF-2026-0953 was saved. It is not written off: a write-off is requested for approval under Court Fines → Request a Write-off.',
      )
      .waitFor();
    await screenshot(page, 'legacy-post-saved');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`**/app/court-fines/court-fine-view/${small}`);
    await page.getByText('Hardship: write-off to be requested').waitFor();
    const stored = await (await apiAs(browser, 'clerk@ignite.local')).get(`/api/court-fines/${small}`);
    expect(stored.body).toMatchObject({
      amount: 90,
      version: 2,
      remarks: 'Hardship: write-off to be requested',
    });
  });

  it('downloads a file named by content-disposition, and through a dropdown option', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const id = await createFine('clerk@ignite.local', 'CF-2026-0954', 45);
    await openActions(id);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('court-fines-CF-2026-0954.json');
    await page.getByRole('button', { name: 'Export as' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('court-fines-CF-2026-0954.csv');
  });

  it('reacts to component events through the screen listeners', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const id = await createFine('clerk@ignite.local', 'CF-2026-0955', 200);
    await openActions(id);
    await page.getByLabel('Amount (S$)').fill('300');
    await expect.poll(() => page.getByLabel('With 10% fee (S$)').inputValue()).toBe('330');
    await page.getByRole('button', { name: 'Check write-off' }).click();
    // The validation hook's answer for a fine under S$ 500 is noted on the screen, and shown in the popup.
    const popup = page.getByRole('dialog');
    await popup.getByText('Write-off check of CF-2026-0955').waitFor();
    await popup.locator('.ignite-popup__description').getByText('Write-off allowed.').waitFor();
    await screenshot(page, 'listener-popup-message');
    await expect.poll(() => page.getByLabel('Review note').inputValue()).toBe('Write-off allowed.');
  });

  it('toggles a component and sets a value from an API answer', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const id = await createFine('clerk@ignite.local', 'CF-2026-0956', 20);
    await openActions(id);
    expect(await page.getByText('Recorded by Clara Clerk').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Details' }).click();
    await page.getByText(/Recorded by Clara Clerk/).waitFor();
    await page.getByRole('button', { name: 'Count offender fines' }).click();
    await expect.poll(() => page.getByLabel('Fines of this offender').inputValue()).toMatch(/^\d+$/);
  });
});

describe('smart table actions', () => {
  it('applies an advanced filter from the form, resets it, and reloads on a listener', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    await createFine('clerk@ignite.local', 'CF-2026-0960', 9000);
    await page.goto('/app/court-fines/court-fine-list');
    const report = page.getByText(/Showing \d+ to \d+ of \d+ records/);
    await report.waitFor();
    const total = async () => Number((await report.textContent())?.match(/of (\d+) records/)?.[1]);
    await expect.poll(total).toBeGreaterThan(1);
    const all = await total();
    await page.getByLabel('Fines from (S$)').fill('5000');
    await page.getByRole('button', { name: 'Show these fines' }).click();
    await expect.poll(total).toBeLessThan(all);
    await page.getByText('CF-2026-0960').waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(total).toBe(all);
    expect(await page.getByLabel('Fines from (S$)').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(total).toBe(all);
  });
});

describe('popup forms', () => {
  it("toggle visibility and run their screen configuration's listeners, as a screen does", async () => {
    const { page } = browser;
    const designer = await apiAs(browser, 'designer@ignite.local');
    const publish = async (form: { id: string; name: string; components: object[] }) => {
      await createDraftForm(designer, { form: { ...form, category: 'e2e-popups' } });
      const published = await designer.post(`/api/ignite/forms/${form.id}/versions/1/publish`);
      expect(published.status, JSON.stringify(published.body)).toBe(200);
    };
    await publish({
      id: 'e2e-popup-with-events',
      name: 'Popup with events',
      components: [
        {
          type: 'screen-config',
          key: 'screen',
          input: false,
          screenType: 'action',
          actionListener: [
            {
              widgetToListen: 'fillNote',
              eventName: 'fillNote',
              actionChain: [
                { type: 'setValueOnFields', fieldName: 'note', fieldValue: "'Filled by a listener'" },
              ],
            },
          ],
        },
        {
          type: 'action-button',
          key: 'showMore',
          label: 'More',
          actionProcessors: [
            {
              actionType: 'toggleComponentsVisibility',
              actionName: 'toggled',
              toggleComponentsVisibilityConfig: { componentsToToggle: ['more'] },
            },
          ],
        },
        {
          type: 'panel',
          key: 'more',
          title: 'More details',
          hidden: true,
          components: [{ type: 'textfield', key: 'extra', label: 'Extra detail', input: true }],
        },
        { type: 'textfield', key: 'note', label: 'Note', input: true },
        {
          type: 'button',
          key: 'fillNote',
          label: 'Fill the note',
          action: 'event',
          event: 'fillNote',
          input: true,
        },
      ],
    });
    await publish({
      id: 'e2e-popup-opener',
      name: 'Popup opener',
      components: [
        {
          type: 'action-button',
          key: 'open',
          label: 'Open the popup',
          actionProcessors: [
            {
              actionType: 'showPopup',
              actionName: 'popup',
              popupAction: { popupType: 'custom', screenId: 'e2e-popup-with-events', headerText: 'Events' },
            },
          ],
        },
      ],
    });
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/e2e-popups/e2e-popup-opener' });
    await page.getByRole('button', { name: 'Open the popup' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'More' }).waitFor();
    expect(await dialog.getByLabel('Extra detail').count()).toBe(0);
    await dialog.getByRole('button', { name: 'More' }).click();
    await dialog.getByLabel('Extra detail').waitFor();
    await dialog.getByRole('button', { name: 'Fill the note' }).click();
    await expect.poll(() => dialog.getByLabel('Note').inputValue()).toBe('Filled by a listener');
  });
});
