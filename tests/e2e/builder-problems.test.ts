// The problems a designer is shown in Chromium: the server's lint of a stored version, whose catalogue
// (forms, resources, acls) finds such things as an acl nobody holds, and the live lint of the form as
// edited, which is given that catalogue and so keeps finding them between saves.
import { describe, expect, it } from 'vitest';
import { browserFixture, screenshot, signInAs } from './browser';
import { openDraftInBuilder } from './draft-form';

const browser = browserFixture();

const UNKNOWN_ACL = 'No acl resource is named "nobody.holds-this"';

const form = (id: string) => ({
  id,
  name: 'Saved with a warning',
  components: [
    {
      type: 'action-button',
      key: 'pay',
      label: 'Pay',
      input: false,
      aclResource: 'nobody.holds-this',
      actionProcessors: [
        {
          actionType: 'executeCustomLogic',
          actionName: 'noted',
          customLogicConfig: { scriptToExecute: "'noted'" },
        },
      ],
    },
  ],
});

describe('the problems of a stored version in the browser', () => {
  it("lists the server's warnings in the form builder as it opens and once it is published", async () => {
    const { page } = browser;
    const formId = `warned-${Date.now()}`;
    await openDraftInBuilder(browser, form(formId));
    const problems = page.getByRole('region', { name: 'Problems' });
    await problems.getByText('0 errors, 1 warning').waitFor();
    await problems.getByText(UNKNOWN_ACL, { exact: false }).waitFor();
    // On the canvas, the button is marked as warned (amber, a warning icon), not as in error.
    const mark = page.locator('.ignite-builder-problem--warning').getByRole('alert');
    await mark.getByText(UNKNOWN_ACL, { exact: false }).waitFor();
    await mark.getByRole('img', { name: 'Warning' }).waitFor();
    expect(await page.locator('.ignite-builder-problem:not(.ignite-builder-problem--warning)').count()).toBe(
      0,
    );
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('status').getByText('Version 1 is published').waitFor();
    await problems.getByText(UNKNOWN_ACL, { exact: false }).waitFor();
    expect(await problems.getByText('0 errors, 1 warning').count()).toBe(1);
    await screenshot(page, 'builder-stored-warnings', { fullPage: false });
  });

  it("lists the server's warnings on the Screen settings page as it opens and after a save", async () => {
    const { page } = browser;
    const formId = `warned-settings-${Date.now()}`;
    await openDraftInBuilder(browser, form(formId));
    await signInAs(browser, 'designer@ignite.local', { open: `/forms/form-builder/${formId}/settings` });
    const problems = page.getByRole('region', { name: 'Problems' });
    await problems.getByText(UNKNOWN_ACL, { exact: false }).waitFor();
    // A change, saved: the server's answer is listed again, and counted.
    const label = page.locator('[data-setting-path="/label"] input').first();
    await label.fill('Pay now');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Saved as draft version 2, with 0 lint errors and 1 warning').waitFor();
    await problems.getByText(UNKNOWN_ACL, { exact: false }).waitFor();
    await screenshot(page, 'builder-settings-saved-warnings', { fullPage: false });
  });

  it("keeps listing the server's warnings after an edit, in the builder and on Screen settings", async () => {
    const { page } = browser;
    const formId = `fine-create-${Date.now()}`;
    // A create screen writing court-fines records, whose form requires fields no component here fills.
    await openDraftInBuilder(browser, {
      id: formId,
      name: 'Create a fine',
      components: [
        { type: 'screen-config', key: 'screen', screenType: 'create', submissionUrl: '/court-fines' },
        { type: 'textfield', key: 'caseNumber', label: 'Case number', input: true },
      ],
    });
    const problems = page.getByRole('region', { name: 'Problems' });
    const unfilled = problems.getByText('unfilled-required-field');
    await unfilled.waitFor();
    await page.getByLabel('Title', { exact: true }).fill('Create a court fine');
    await page.getByLabel('Version info').getByText('unsaved changes').waitFor();
    // The live lint runs a moment after the last change.
    await page.waitForTimeout(1_500);
    expect(await problems.getByText('0 errors, 1 warning').count()).toBe(1);
    await unfilled.waitFor();
    await screenshot(page, 'builder-live-warnings', { fullPage: false });
    // The title typed back as saved leaves nothing to save.
    await page.getByLabel('Title', { exact: true }).fill('Create a fine');
    await expect.poll(() => page.getByLabel('Version info').textContent()).not.toContain('unsaved changes');

    await page.getByRole('link', { name: 'Screen settings' }).click();
    await unfilled.waitFor();
    // The screen type chosen again is no change: nothing to save.
    const save = page.getByRole('button', { name: 'Save draft' });
    await page.getByLabel('Screen type').selectOption('create');
    await page.waitForTimeout(500);
    expect(await save.isDisabled()).toBe(true);
    await page.locator('[data-setting-path="/label"] input').first().fill('Fine details');
    await expect.poll(() => save.isDisabled()).toBe(false);
    await page.waitForTimeout(1_000);
    await unfilled.waitFor();
    expect(await problems.getByText('No problems found.').count()).toBe(0);
  });
});
