// The builder's settings editors in Chromium against the real server (issue 15, "Done when"): on a copy
// of the court-fine actions screen a designer adds an API step and a popup reading its result by name,
// drags them out of order and back (the lint follows), gets field-key completions in a condition, then
// breaks a smart table's grid options in the JSON view and mends them in the structured view; saved and
// published, the chain runs in the portal as configured.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eachComponent } from '../../runtime/core/form-tree';
import type { FormComponent } from '../../schemas/form-definition';
import type { ApiClient } from '../helpers/api-client';
import { LEAVE_QUESTION } from '../../builder/form-builder/use-leave-guard';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';
import { createCourtFine } from './court-fines';
import { createDraftForm } from './draft-form';

const browser = browserFixture();

/** A copy of an example form under a new id, saved as a draft (version 1) by the designer. */
async function copyExample(api: ApiClient, example: string, id: string): Promise<void> {
  const form = JSON.parse(readFileSync(path.resolve(`examples/forms/${example}.json`), 'utf8'));
  await createDraftForm(api, { form: { ...form, id }, note: 'Copy for e2e' });
}

function componentByKey(components: FormComponent[], key: string): FormComponent | undefined {
  let found: FormComponent | undefined;
  eachComponent(components, ({ component }) => {
    if (component.key === key) found = component;
  });
  return found;
}

async function keepScreenshot(page: Page, name: string): Promise<void> {
  const file = await screenshot(page, name);
  mkdirSync(path.resolve('docs/screenshots'), { recursive: true });
  copyFileSync(file, path.resolve(`docs/screenshots/${name}.png`));
}

/** Selects the one occurrence of `text` in the JSON view with Monaco's find widget. */
async function findInJson(page: Page, text: string): Promise<void> {
  const json = page.locator('.ignite-json-editor .monaco-editor');
  await json.locator('.view-lines').click();
  await page.keyboard.press('Control+F');
  await page.keyboard.insertText(text);
  await json
    .locator('.find-widget')
    .getByText(/^1 of 1$/)
    .waitFor();
  await page.keyboard.press('Escape');
}

/** Drags with real pointer moves (dnd-kit's pointer sensor), from one handle to another. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('A drag handle is not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 10, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 - 5, { steps: 20 });
  await page.mouse.up();
}

describe('builder settings editors in the browser', () => {
  it('edits a chain with drag and drop, lint and completions, grid options in two views, and runs the chain', async () => {
    const { page } = browser;
    const api = await apiAs(browser, 'designer@ignite.local');
    const stamp = Date.now();
    const actionsId = `court-fine-actions-e2e-${stamp}`;
    const listId = `court-fine-list-e2e-${stamp}`;
    await copyExample(api, 'court-fine-actions', actionsId);
    await copyExample(api, 'court-fine-list', listId);
    // The script and JSON editors open without an uncaught error (Monaco's services all present).
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const fineId = await createCourtFine(api, {
      caseNumber: `CF-2027-${String(stamp % 10_000).padStart(4, '0')}`,
      offenderName: 'Editor Test',
      amount: 250,
      dueDate: '2027-05-01',
    });

    await signInAs(browser, 'designer@ignite.local', { open: `/forms/form-builder/${actionsId}/settings` });
    await page
      .getByRole('navigation', { name: 'Components' })
      .getByRole('button', { name: /Count offender fines/ })
      .click();
    const problems = page.getByRole('region', { name: 'Problems' });
    await problems.getByText('No problems found.').waitFor();

    // Step 2: an API call named "fines" answering the number of court fines.
    const card = (position: number) =>
      page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Move step ${position}` }) });
    const addStep = async (type: string) => {
      await page.getByLabel('Step type to add').selectOption(type);
      await page.getByRole('button', { name: 'Add step' }).click();
    };
    await addStep('getDataFromApi');
    await card(2).getByLabel('Action name').fill('fines');
    await card(2).getByLabel('Url').fill('/court-fines?size=1');
    await card(2).getByLabel('Data path').fill('totalElements');
    // Step 3: a popup reading that result by name.
    await addStep('showPopup');
    await card(3).getByLabel('Popup type').selectOption('information');
    await card(3).getByLabel('Header text').fill('Fines on record');
    await card(3).getByLabel('Message').fill('There are {{ results.fines }} court fines on record.');
    await problems.getByText('No problems found.').waitFor();

    // Folded, the cards fit on screen; dragged above the call, the popup reads a result not yet set.
    await page.getByRole('button', { name: 'Fold all steps' }).click();
    await drag(
      page,
      page.getByRole('button', { name: 'Move step 3 (showPopup1)' }),
      page.getByRole('button', { name: 'Move step 2 (fines)' }),
    );
    await page.getByRole('button', { name: 'Move step 2 (showPopup1)' }).waitFor();
    const readTooEarly = problems.getByRole('button', { name: /result read before it is set/ });
    await readTooEarly.waitFor();
    expect(await readTooEarly.textContent()).toContain('move the step "fines" before this one');
    await keepScreenshot(page, 'builder-editors-problems');

    // Dragged back, the problem is gone.
    await drag(
      page,
      page.getByRole('button', { name: 'Move step 3 (fines)' }),
      page.getByRole('button', { name: 'Move step 2 (showPopup1)' }),
    );
    await page.getByRole('button', { name: 'Move step 2 (fines)' }).waitFor();
    await problems.getByText('No problems found.').waitFor();

    // The popup's condition, in Monaco, completes the form's field keys. A click while the dropped card
    // still settles can miss (a busy machine): clicked until the card says it is unfolded.
    for (let attempt = 1; ; attempt++) {
      const unfold = page.getByRole('button', { name: 'Unfold step 3', exact: true });
      if (await unfold.isVisible()) await unfold.click();
      const unfolded = await page
        .getByRole('button', { name: 'Fold step 3', exact: true })
        .waitFor({ timeout: 3000 })
        .then(
          () => true,
          () => false,
        );
      if (unfolded) break;
      if (attempt === 3) throw new Error('Step 3 did not unfold after three clicks');
    }
    await card(3).getByLabel('Is conditional', { exact: true }).check();
    const condition = card(3).locator('[data-setting-path$="/conditionToEvaluate"]').first();
    await condition.locator('.monaco-editor').click();
    await page.keyboard.type('data.');
    const suggestions = page.getByRole('listbox');
    await suggestions.getByRole('option', { name: /amountWithFee/ }).waitFor();
    await suggestions
      .getByRole('option', { name: /^amount\b/ })
      .first()
      .waitFor();
    await page.keyboard.type('amo');
    await page.keyboard.press('Enter');
    await page.keyboard.type(' > 0');
    // Monaco renders spaces as non-breaking ones.
    const conditionText = async () =>
      ((await condition.locator('.view-lines').textContent()) ?? '').replace(/\s/g, ' ');
    await expect.poll(conditionText).toBe('data.amount > 0');
    await keepScreenshot(page, 'builder-editors');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText(/Saved as draft version 2\./).waitFor();
    const saved = await api.get(`/api/ignite/forms/${actionsId}/versions/2`);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const steps = componentByKey(saved.body.form.components, 'countFines')?.actionProcessors as {
      actionName: string;
    }[];
    expect(steps.map((step) => step.actionName)).toEqual(['count', 'fines', 'showPopup1']);
    expect(steps[2]).toMatchObject({ isConditional: true, conditionToEvaluate: 'data.amount > 0' });

    // Grid options: broken in the JSON view, mended in the structured view.
    await page.goto(`/forms/form-builder/${listId}/settings`);
    await page
      .getByRole('navigation', { name: 'Components' })
      .getByRole('button', { name: /smart-table/ })
      .click();
    await page.getByRole('tab', { name: 'JSON' }).click();
    const json = page.locator('.ignite-json-editor .monaco-editor');
    // Found with Monaco's find widget (the line may be scrolled out of view), then typed over.
    await findInJson(page, '"paginationPageSize": 10');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.insertText('true');
    const invalid = problems.getByRole('button', { name: /\/gridOptions\/paginationPageSize/ });
    await invalid.waitFor();
    expect(await invalid.textContent()).toContain('must be a whole number');
    await json.locator('.squiggly-error').first().waitFor();
    await page.keyboard.press('Escape');
    await keepScreenshot(page, 'builder-editors-json');

    await page.getByRole('tab', { name: 'Settings' }).click();
    const pageSize = page.locator('[data-setting-path="/gridOptions/paginationPageSize"] input');
    await pageSize.fill('25');
    await problems.getByText('No problems found.').waitFor();
    await page.getByRole('tab', { name: 'JSON' }).click();
    await findInJson(page, '"paginationPageSize": 25');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText(/Saved as draft version 2\./).waitFor();

    // Published, the chain runs in the portal as configured.
    const published = await api.post(`/api/ignite/forms/${actionsId}/versions/2/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    await page.goto(`/app/court-fines/${actionsId}/${fineId}`);
    await expect.poll(() => page.getByLabel('Amount (S$)').inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'Count offender fines' }).click();
    const popup = page.getByRole('dialog', { name: 'Fines on record' });
    await popup.getByText(/^There are [1-9]\d* court fines on record\.$/).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('hands the lock from the builder to Screen settings without releasing it, and releases it when both are left', async () => {
    const { page } = browser;
    const api = await apiAs(browser, 'designer@ignite.local');
    const formId = `court-fine-actions-handover-${Date.now()}`;
    await copyExample(api, 'court-fine-actions', formId);
    const holder = async () => (await api.get(`/api/ignite/forms?q=${formId}`)).body[0]?.lockedBy ?? null;
    const lockCalls: string[] = [];
    page.on('request', (request) => {
      const match = request.url().match(new RegExp(`/toggleLock/${formId}/(true|false)$`));
      if (match) lockCalls.push(match[1]!);
    });
    await signInAs(browser, 'designer@ignite.local', { open: `/forms/form-builder/${formId}` });
    await expect.poll(holder).toMatchObject({ displayName: 'Dana Designer' });
    await page.getByRole('link', { name: 'Screen settings' }).click();
    await page.locator('[data-setting-path="/label"] input').waitFor();
    await page.getByRole('button', { name: 'Save draft' }).waitFor();
    // Longer than the handover: a release sent now would have been seen.
    await page.waitForTimeout(2_000);
    expect(lockCalls).not.toContain('false');
    expect(await holder()).toMatchObject({ displayName: 'Dana Designer' });
    expect(await page.getByText(/holds its lock/).count()).toBe(0);

    await page.getByRole('link', { name: 'Versions' }).click();
    await expect.poll(() => lockCalls.includes('false')).toBe(true);
    await expect.poll(holder).toBeNull();
  });

  it('asks before leaving unsaved settings, and opens them read-only while another designer holds the form', async () => {
    const { page } = browser;
    const api = await apiAs(browser, 'designer@ignite.local');
    const formId = `court-fine-actions-settings-${Date.now()}`;
    await copyExample(api, 'court-fine-actions', formId);
    await signInAs(browser, 'designer@ignite.local', { open: `/forms/form-builder/${formId}/settings` });
    const save = page.getByRole('button', { name: 'Save draft' });
    const label = page.locator('[data-setting-path="/label"] input');
    await label.waitFor();
    expect(await save.isDisabled()).toBe(true);
    await label.fill('Changed label');
    await expect.poll(() => save.isEnabled()).toBe(true);
    // Text that is not JSON stops the save until it is JSON again.
    await page.getByRole('tab', { name: 'JSON' }).click();
    await page.locator('.ignite-json-editor .monaco-editor .view-lines').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('}');
    await page.getByRole('alert').filter({ hasText: 'Nothing can be applied or saved' }).waitFor();
    await expect.poll(() => save.isDisabled()).toBe(true);
    await page.keyboard.press('Backspace');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await page.getByRole('tab', { name: 'Settings' }).click();
    // Declined, the page stays with the change; accepted, it goes.
    const asked: string[] = [];
    let leave = false;
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void (leave ? dialog.accept() : dialog.dismiss());
    });
    await page.getByRole('link', { name: 'Versions' }).click();
    await expect.poll(() => asked).toEqual([LEAVE_QUESTION]);
    expect(await label.inputValue()).toBe('Changed label');
    expect(new URL(page.url()).pathname).toBe(`/forms/form-builder/${formId}/settings`);
    leave = true;
    await page.getByRole('link', { name: 'Versions' }).click();
    await page.waitForURL(`**/forms/form-builder/${formId}/versions`);

    // Left for a page that does not edit it, the form's lock is released after its handover time.
    await expect
      .poll(async () => (await api.get(`/api/ignite/forms?q=${formId}`)).body[0]?.lockedBy ?? null)
      .toBeNull();
    // The administrator holds the form now: the designer's settings open read-only.
    const admin = await apiAs(browser, 'admin@ignite.local');
    expect((await admin.post(`/api/ignite/application/toggleLock/${formId}/true`)).status).toBe(200);
    await page.goto(`/forms/form-builder/${formId}/settings`);
    await page.getByText(/^Ada Admin is editing this form and holds its lock: it opens read-only/).waitFor();
    await label.waitFor();
    expect(await label.isDisabled()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    await screenshot(page, 'builder-settings-read-only');
  });
});
