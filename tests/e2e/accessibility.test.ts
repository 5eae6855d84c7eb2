// The portal's main screens for staff using a keyboard or a screen reader: axe-core runs in Chromium on
// each screen with the WCAG 2 A and AA rules, and a serious or critical violation fails the test.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';
import { createCourtFine, sendWriteOffToApprover1 } from './court-fines';
import { createDraftForm } from './draft-form';

// axe is added to each page as an inline script, which the portal's Content-Security-Policy refuses.
const browser = browserFixture({ bypassCSP: true });

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * A violation left to markup the portal does not draw: exactly this rule on the elements matching exactly
 * this selector (a selector, not axe's target, as Form.io and PrimeReact number their ids at random).
 */
interface Exclusion {
  rule: string;
  selector: string;
}

/**
 * Runs axe on the page as it is and answers its serious and critical violations, one line each (rule,
 * target, help), less the excluded ones.
 */
async function seriousViolations(page: Page, exclusions: Exclusion[]): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(
    async ({ tags, exclusions }) => {
      interface Results {
        violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
      }
      const { axe } = window as unknown as { axe: { run(context: Node, options: object): Promise<Results> } };
      const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
      const excluded = (rule: string, target: string) =>
        exclusions.some(
          (each) => each.rule === rule && document.querySelector(target)?.matches(each.selector) === true,
        );
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .flatMap((violation) =>
          violation.nodes
            .map((node) => node.target.join(' '))
            .filter((target) => !excluded(violation.id, target))
            .map((target) => `${violation.id} (${violation.impact}) at ${target}: ${violation.help}`),
        );
    },
    { tags: WCAG_TAGS, exclusions },
  );
}

async function expectAccessible(page: Page, name: string, exclusions: Exclusion[] = []): Promise<void> {
  await page.waitForLoadState('networkidle');
  const found = await seriousViolations(page, exclusions);
  if (found.length > 0) await screenshot(page, `a11y-${name}`);
  expect.soft(found, `${name}:\n${found.join('\n')}`).toEqual([]);
}

describe('the main screens pass axe (WCAG 2 A and AA)', () => {
  it('the sign-in page', async () => {
    const { page } = browser;
    await page.goto('/auth/db-login?dblogin');
    await page.getByLabel('Email').waitFor();
    await expectAccessible(page, 'sign-in');
  });

  it('the court fines list (a smart table)', async () => {
    const { page } = browser;
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    await createCourtFine(clerk, {
      caseNumber: 'CF-2026-0941',
      offenderName: 'Tan Axe Core',
      amount: 120,
      dueDate: '2027-03-31',
    });
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/court-fines/court-fine-list' });
    // Other tests' fines share the list: search for this one so it is on the page whatever they added.
    const search = page.getByPlaceholder('Search case number or offender...');
    await search.fill('CF-2026-0941');
    await search.press('Enter');
    await page.getByRole('link', { name: 'CF-2026-0941' }).first().waitFor();
    await expectAccessible(page, 'court-fine-list');
  });

  it('a create screen (court fine)', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/court-fines/court-fine-create' });
    await page.locator('.formio-form').first().waitFor();
    await page.getByRole('button', { name: 'Submit' }).first().waitFor();
    await expectAccessible(page, 'court-fine-create');
  });

  it('a view screen (court fine)', async () => {
    const { page } = browser;
    const id = await createCourtFine(await apiAs(browser, 'clerk@ignite.local'), {
      caseNumber: 'CF-2026-0942',
      offenderName: 'Lim Screen Reader',
      amount: 75,
      dueDate: '2027-04-30',
    });
    await signInAs(browser, 'clerk@ignite.local', { open: `/app/court-fines/court-fine-view/${id}` });
    await page.getByText('Lim Screen Reader').first().waitFor();
    await expectAccessible(page, 'court-fine-view');
  });

  it('the worklist and a workflow item', async () => {
    const { page } = browser;
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    await createCourtFine(clerk, {
      caseNumber: 'CF-2026-0943',
      offenderName: 'Wong Keyboard',
      amount: 200,
      dueDate: '2027-05-31',
    });
    await sendWriteOffToApprover1(browser, {
      caseNumber: 'CF-2026-0943',
      amount: 40,
      reason: 'Offender has left the country',
    });

    await signInAs(browser, 'approver1@ignite.local');
    const link = page.getByRole('link', { name: 'CF-2026-0943' }).first();
    await link.waitFor();
    await expectAccessible(page, 'worklist');

    await link.click();
    await page.waitForURL('**/app/worklist/workflow-item/*');
    await page.getByRole('heading', { name: /CF-2026-0943/ }).waitFor();
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    // Its read-only text areas are named by their labels (components/named-text-area).
    await expectAccessible(page, 'workflow-item');
  });

  it('My Profile', async () => {
    const { page } = browser;
    await signInAs(browser, 'admin@ignite.local', { open: '/app/users/my-profile' });
    await page.getByText('Admin').first().waitFor();
    await page.getByRole('main').getByRole('heading').first().waitFor();
    await expectAccessible(page, 'my-profile');
  });

  it("the builder's forms list and canvas", async () => {
    const { page } = browser;
    const formId = `a11y-${Date.now()}`;
    await createDraftForm(await apiAs(browser, 'designer@ignite.local'), {
      form: {
        id: formId,
        name: 'Accessible screen',
        category: 'builder-tests',
        components: [
          {
            type: 'screen-config',
            key: 'screenConfiguration',
            label: 'Screen configuration',
            input: false,
            screenType: 'create',
            submissionUrl: '/a11y-records',
          },
          { type: 'textfield', key: 'reference', label: 'Reference', input: true },
          { type: 'button', key: 'submit', label: 'Submit', action: 'submit', input: true },
        ],
      },
    });
    await signInAs(browser, 'designer@ignite.local', { open: '/forms/form-builder' });
    await page.getByRole('table', { name: 'Forms' }).waitFor();
    await expectAccessible(page, 'builder-forms-list');

    await page.goto(`/forms/form-builder/${formId}`);
    await page.getByTestId('builder-canvas').waitFor();
    await page.locator('.formarea .drag-container').first().waitFor();
    await page.locator('.formcomponents').first().waitFor();
    await expectAccessible(page, 'builder-canvas', [
      // Form.io's builder sidebar (its template) gives the role tablist to a box holding the search field
      // and the groups' headings and panels, none of them tabs.
      { rule: 'aria-required-children', selector: '.builder-sidebar[role="tablist"]' },
    ]);
  });

  // The other themes' primary colours are lighter than red: their text shades (runtime/app/shell/themes.ts)
  // keep links, breadcrumbs, outline buttons and the menu's icons readable.
  it.each(['orange-dark', 'orange-light', 'light-green', 'yellow'])(
    'the court fines list and the user menu in the %s theme',
    async (theme) => {
      const { page } = browser;
      const user = await apiAs(browser, 'approver2@ignite.local');
      expect((await user.put('/api/iam/user/my-preferences', { theme, zoom: 1 })).status).toBe(200);
      try {
        await signInAs(browser, 'approver2@ignite.local', { open: '/app/court-fines/court-fine-list' });
        await page.locator(`html.theme-${theme}`).waitFor({ state: 'attached' });
        await page
          .getByRole('columnheader', { name: /Case number/i })
          .first()
          .waitFor();
        await expectAccessible(page, `court-fine-list-${theme}`);
        await page.getByRole('button', { name: 'User menu' }).click();
        await page.locator('.ignite-user-menu').waitFor();
        await expectAccessible(page, `user-menu-${theme}`);
      } finally {
        await user.put('/api/iam/user/my-preferences', { theme: 'red', zoom: 1 });
      }
    },
  );
});
