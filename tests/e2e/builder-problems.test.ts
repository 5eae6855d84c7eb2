// The problems a designer is shown of a stored version in Chromium: the server's lint, whose catalogue
// (forms, resources, acls) finds what the browser's own lint cannot, such as an acl nobody holds.
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
});
