import { describe, expect, it } from 'vitest';
import { apiAs, screenshot, signInAs, browserFixture } from './browser';
import { saveScreen, testScreenConfig } from './screen-form';

const browser = browserFixture();

async function createFine(caseNumber: string, offenderName: string, amount: string) {
  const { page } = browser;
  await page.goto('/app/court-fines/court-fine-create');
  await page.getByLabel('Case number').fill(caseNumber);
  await page.getByLabel('Offender name').fill(offenderName);
  await page.getByLabel('Amount (S$)').fill(amount);
  await page.getByLabel('Due date').fill('2027-01-15');
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  const message = await dialog.getByText(/was saved with id \d+/).textContent();
  return { dialog, id: message!.match(/id (\d+)/)![1]! };
}

describe('form-renderer screens', () => {
  it('creates with a success popup, then redirects to the view screen by id', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const { dialog, id } = await createFine('CF-2026-0901', 'Ong Siew Ling', '120.5');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`**/app/court-fines/court-fine-view/${id}`);
    await page.getByText('CF-2026-0901').waitFor();
    await page.getByText('S$ 120.5').waitFor();
    await page.locator('.ignite-screen').getByText('Clara Clerk').waitFor();
    await screenshot(page, 'court-fine-view');
  });

  it('edits through an action screen: retrieval, then a POST to the templated URL with the version', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const { id } = await createFine('CF-2026-0902', 'Rahman bin Ali', '80');
    await page.goto(`/app/court-fines/court-fine-edit/${id}`);
    const amount = page.getByLabel('Amount (S$)');
    await expect.poll(() => amount.inputValue()).toBe('80');
    expect(await page.getByLabel('Case number').isDisabled()).toBe(true);
    await amount.fill('95');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Court fine CF-2026-0902 is now at version 2.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`**/app/court-fines/court-fine-view/${id}`);
    await page.getByText('S$ 95').waitFor();
  });

  it('shows a record screen once, with its record in: never empty first, and drawn once', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const { id } = await createFine('CF-2026-0907', 'Tan Wei Ming', '64');
    // Notes what the amount field holds the moment the form is shown, and marks that element: a form
    // drawn again once its data is in would replace it.
    await page.addInitScript(() => {
      const seen = window as unknown as { amountWhenShown?: string };
      new MutationObserver(() => {
        if (seen.amountWhenShown !== undefined) return;
        const input = document.querySelector<HTMLInputElement>(
          '.ignite-form:not(.ignite-form--building) input[name="data[amount]"]',
        );
        if (!input) return;
        seen.amountWhenShown = input.value;
        input.dataset.firstShown = 'yes';
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    });
    await page.goto(`/app/court-fines/court-fine-edit/${id}`);
    const amount = page.getByLabel('Amount (S$)');
    await expect.poll(() => amount.inputValue()).toBe('64');
    expect(await page.evaluate(() => (window as { amountWhenShown?: string }).amountWhenShown)).toBe('64');
    expect(await amount.getAttribute('data-first-shown')).toBe('yes');
  });

  it('shows a read-only select as the other read-only fields: greyed, without its clear button', async () => {
    const { page } = browser;
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    const { id } = (await clerk.get('/api/fund-disbursements?size=1&sort=id,asc')).body.content[0];
    await signInAs(browser, 'clerk@ignite.local', {
      open: `/app/fund-disbursements/fund-disbursement-view/${id}`,
    });
    const status = page.locator('.formio-component-status .choices');
    await status.locator('.choices__list--single').getByText('Paid').waitFor();
    const background = (selector: string) =>
      page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background('.formio-component-status .choices > .form-control')).toBe(
      await background('input[name="data[payeeName]"]'),
    );
    expect(await status.getByRole('button', { name: /Remove item/ }).isVisible()).toBe(false);
  });

  it("lists an offender's name as it was written (O'Brien, not O'brien)", async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const { dialog } = await createFine('CF-2026-0905', "Zoë Ñúñez-O'Brien", '75');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.goto('/app/court-fines/court-fine-list');
    const search = page.getByPlaceholder('Search case number or offender...');
    await search.fill('CF-2026-0905');
    await search.press('Enter');
    await page.getByRole('cell', { name: "Zoë Ñúñez-O'Brien", exact: true }).waitFor();
  });

  it('offers no save on an edit screen whose record could not be loaded', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/court-fines'))
        posts.push(request.url());
    });
    await page.goto('/app/court-fines/court-fine-edit/99999');
    await page
      .getByRole('alert')
      .getByText('There is no court-fines record with id "99999". Nothing can be saved here until it loads.')
      .waitFor();
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect.poll(() => save.isDisabled()).toBe(true);
    expect(await page.getByLabel('Amount (S$)').isDisabled()).toBe(true);
    expect(posts).toEqual([]);
  });

  it('runs an initialization chain of three calls from the propagated state, and shows the record’s history', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const { id } = await createFine('CF-2026-0903', 'Chua Boon Keng', '40');
    await createFine('CF-2026-0904', 'Chua Boon Keng', '60');
    const calls: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/court-fines')) calls.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`/app/court-fines/court-fine-summary?stateToPropagate.id=${id}`);
    await page
      .getByText('CF-2026-0903: Chua Boon Keng owes S$ 40.00 of the S$ 40.00 fine by 15 Jan 2027.')
      .waitFor();
    await expect.poll(() => page.locator('.fines-of-offender').textContent()).toBe('2');
    const history = page.locator('.record-history');
    await expect
      .poll(() => history.textContent())
      .toMatch(/^History: recorded by Clara Clerk on \d{1,2} \w{3} \d{4}, not changed since\.$/);
    // Every call of the chain answers: none of the screen's data is missing.
    expect(calls.filter((call) => !call.startsWith('200 '))).toEqual([]);
    expect(await page.locator('.ignite-step-failures').count()).toBe(0);
    await screenshot(page, 'court-fine-summary');

    // What is still owed, after a payment taken at the counter.
    const cashier = await apiAs(browser, 'cashier@ignite.local');
    const paid = await cashier.post('/api/fine-payments', {
      caseNumber: 'CF-2026-0903',
      currency: 'SGD',
      amountPaid: 15,
      paymentMethod: 'cash',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    // ...and the fine's history once it is changed.
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    const fine = (await clerk.get(`/api/court-fines/${id}`)).body;
    const changed = await clerk.put(`/api/court-fines/${id}`, { ...fine, offenderName: 'Chua Boon Kiat' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await page.reload();
    await page
      .getByText('CF-2026-0903: Chua Boon Kiat owes S$ 25.00 of the S$ 40.00 fine by 15 Jan 2027.')
      .waitFor();
    await expect
      .poll(() => history.textContent())
      .toMatch(
        /^History: recorded by Clara Clerk on (\d{1,2} \w{3} \d{4}), last changed by Clara Clerk on \1 \(version 2\)\.$/,
      );
  });

  it("offers the worklist's Create Court Fine link only to users who may create court fines", async () => {
    const { page } = browser;
    const link = page.getByRole('main').getByRole('link', { name: 'Create Court Fine' });
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/worklist/my-workflow-items' });
    await link.waitFor();
    await signInAs(browser, 'cashier@ignite.local', { open: '/app/worklist/my-workflow-items' });
    await page.locator('.formio-form').first().waitFor();
    await page.getByRole('main').getByText('Start new work from the menu').waitFor({ state: 'detached' });
    expect(await link.count()).toBe(0);
  });

  it("shows no screen whose acl the user lacks: Take Fine Payment opened by a clerk's address bar", async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    await page.goto('/app/fine-payments/fine-payment-create');
    const notice = page.locator('.ignite-screen-error');
    await notice.getByText('You do not have access to this screen').waitFor();
    await notice.getByText('fine-payments.write').waitFor();
    expect(await page.getByLabel('Amount paid').count()).toBe(0);
    // A state in the address bar claiming a workflow view does not open it either.
    await page.goto('/app/fine-payments/fine-payment-create?stateToPropagate.workflowView=true');
    await notice.getByText('You do not have access to this screen').waitFor();
    expect(await page.getByLabel('Amount paid').count()).toBe(0);
    await notice.getByRole('link', { name: 'Request access' }).click();
    await page.waitForURL('**/app/ifas/request-access');

    await signInAs(browser, 'cashier@ignite.local');
    await page.goto('/app/fine-payments/fine-payment-create');
    await page.getByLabel('Amount paid').waitFor();
    expect(await page.locator('.ignite-screen-error').count()).toBe(0);
  });

  it('keeps the court-fine writing screens and buttons from a cashier, who may only read court fines', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const { id } = await createFine('CF-2026-0908', 'Lim Mei Hua', '45');
    await page.goto(`/app/court-fines/court-fine-actions/${id}`);
    await page.getByRole('button', { name: 'Download' }).waitFor();
    expect(await page.getByRole('button', { name: 'Review and save' }).count()).toBe(1);

    await signInAs(browser, 'cashier@ignite.local');
    for (const screen of ['court-fine-create', `court-fine-edit/${id}`, 'court-fine-write-off']) {
      await page.goto(`/app/court-fines/${screen}`);
      const notice = page.locator('.ignite-screen-error');
      await notice.getByText('You do not have access to this screen').waitFor();
      await notice.getByText('court-fines.write').waitFor();
      expect(await page.getByLabel('Case number').count(), screen).toBe(0);
    }
    await page.goto(`/app/court-fines/court-fine-actions/${id}`);
    await page.getByRole('button', { name: 'Download' }).waitFor();
    await expect.poll(() => page.getByLabel('Amount (S$)').inputValue()).toBe('45');
    for (const name of [
      'Review and save',
      'Save after write-off check',
      'Set up instalment plan',
      'Check write-off',
    ])
      expect(await page.getByRole('button', { name }).count(), name).toBe(0);
  });

  it('treats record data in designer HTML as untrusted', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const { dialog } = await createFine('CF-2026-0906', 'X<img src=x onerror="window.__xss=1">', '10');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/app/court-fines/court-fine-view/*');
    await page.getByText('CF-2026-0906').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  it('hides components whose acl the user lacks', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/court-fines/court-fine-create' });
    await page.getByLabel('Case number').waitFor();
    expect(await page.getByText('Internal (finance officers only)').isVisible()).toBe(false);
    await signInAs(browser, 'admin@ignite.local', { open: '/app/court-fines/court-fine-create' });
    await page.getByText('Internal (finance officers only)').waitFor();
    await page.getByLabel('Internal notes').waitFor();
  });

  it('shows a clear error panel for a screen that cannot be built', async () => {
    const { page } = browser;
    const designer = await apiAs(browser, 'designer@ignite.local');
    // The server refuses to store a broken configuration, so the broken screen is a valid form whose
    // nested form names no form: the screen explains instead of going blank.
    const saved = await designer.post('/api/ignite/application', {
      id: 'broken-nested',
      name: 'Broken nested',
      category: 'tests',
      components: [{ type: 'form', key: 'inner', formId: '{{formId}}' }],
    });
    expect(saved.status).toBe(201);
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/tests/broken-nested' });
    await page.getByText('This screen could not be loaded').waitFor();
    await page.getByText(/names no form/).waitFor();
  });

  it('says which of its data could not be loaded, and shows the rest', async () => {
    const { page } = browser;
    await saveScreen(browser, 'screen-step-failure', [
      {
        ...testScreenConfig,
        screenInitializationConfig: [
          { apiUrl: '/court-fines?size=1', storageAttribute: 'fines' },
          { apiUrl: '/court-fines/999999999', storageAttribute: 'missing' },
        ],
      },
      {
        type: 'htmlelement',
        key: 'summary',
        tag: 'p',
        input: false,
        content: 'Fines on record: {{ data.fines.totalElements }}',
      },
    ]);
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/tests/screen-step-failure' });
    await page
      .locator('.ignite-step-failures')
      .getByText(
        'Some of this screen\'s data could not be loaded, and is shown empty: There is no court-fines record with id "999999999".',
      )
      .waitFor();
    await expect
      .poll(() => page.locator('.formio-component-summary').innerText())
      .toMatch(/^Fines on record: \d+$/);
  });

  it("stores what the success popup's form returns at returnValueStorageAttribute", async () => {
    const { page } = browser;
    // The screen submits to a validation hook of its own, which answers an empty object (no errorCode).
    await saveScreen(browser, 'screen-popup-answer', [
      {
        ...testScreenConfig,
        screenType: 'create',
        submissionUrl: '/api/ignite/application/screen-popup-answer/validation-hooks/answer',
        validationHooks: [{ name: 'answer', rules: [{ when: 'amount>=500', proceed: false }] }],
        submitSuccessPopup: {
          headerMessage: 'Sent',
          message: 'Why was it sent?',
          popupScreenId: 'generic-reasoning-popup',
          returnValueStorageAttribute: 'popupAnswer',
        },
      },
      { type: 'number', key: 'amount', label: 'Amount', input: true },
      {
        type: 'container',
        key: 'popupAnswer',
        input: true,
        components: [{ type: 'textfield', key: 'reason', label: 'Reason given', input: true }],
      },
      { type: 'button', key: 'submit', label: 'Send', action: 'submit', input: true },
    ]);
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/tests/screen-popup-answer' });
    await page.getByLabel('Amount').fill('20');
    await page.getByRole('button', { name: 'Send' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Why was it sent?').waitFor();
    await dialog.getByLabel('Reason').fill('Paid at the counter');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByLabel('Reason given').inputValue()).toBe('Paid at the counter');
  });

  it('shows a refused lookup empty and stays on the screen, at loading and from a button', async () => {
    const { page } = browser;
    // The clerk may not read fine payments: the server refuses both calls with 403 ACCESS_DENIED.
    await saveScreen(browser, 'screen-refused-lookup', [
      {
        ...testScreenConfig,
        screenType: 'create',
        screenInitializationConfig: [{ apiUrl: '/fine-payments?size=1', storageAttribute: 'payments' }],
      },
      { type: 'textfield', key: 'paymentCount', label: 'Payments' },
      {
        type: 'action-button',
        key: 'countPayments',
        label: 'Count payments',
        actionProcessors: [
          {
            actionType: 'getDataFromApi',
            actionName: 'count',
            apiConfig: {
              url: '/fine-payments?size=1',
              dataPath: 'totalElements',
              storageAttribute: 'paymentCount',
              action: 'setResponseAsValue',
            },
          },
        ],
      },
    ]);
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/tests/screen-refused-lookup' });
    await page.locator('.ignite-step-failures').getByText('You may not read fine-payments records').waitFor();
    await page.getByRole('button', { name: 'Count payments' }).click();
    await page.getByText(/Some data could not be loaded \(You may not read fine-payments records/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/tests/screen-refused-lookup');
    await page.getByLabel('Payments').waitFor();
  });
});
