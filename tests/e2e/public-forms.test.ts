// Public routes (spec 000 §2: public|guest|general/{slug}/{formId}[/{id}]) against the real server: a form
// marked public shows to a signed-out visitor; any other form asks for sign-in instead of a blank screen.
import { describe, expect, it } from 'vitest';
import { apiAs, submitSignInPage, browserFixture, screenshot, signInAs } from './browser';
import { createCourtFine } from './court-fines';

const browser = browserFixture();

describe('public forms in the browser', () => {
  it('shows a public form to a signed-out visitor in the single-column layout', async () => {
    const { page } = browser;
    await page.goto('/public/court-fines/pay-a-fine');
    await page.getByRole('heading', { name: 'Pay a court fine' }).waitFor();
    expect(await page.locator('.ignite-public').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await page.getByLabel('Case number').fill('CF-2026-0042');
    await expect
      .poll(() => page.locator('.ignite-payment-reference').textContent())
      .toBe('FINE CF-2026-0042');
    await page.getByText('Ways to pay').waitFor();
    expect(new URL(page.url()).pathname).toBe('/public/court-fines/pay-a-fine');
    const file = await screenshot(page, 'public-form-signed-out');
    expect(file).toMatch(/public-form-signed-out\.png$/);
  });

  it('serves the same form under guest/ and general/', async () => {
    const { page } = browser;
    for (const area of ['guest', 'general']) {
      await page.goto(`/${area}/court-fines/pay-a-fine`);
      await page.getByRole('heading', { name: 'Pay a court fine' }).waitFor();
      expect(await page.locator('.ignite-public').count()).toBe(1);
    }
  });

  it('asks a signed-out visitor of a form that is not public to sign in, then shows it', async () => {
    const { page } = browser;
    await page.goto('/public/court-fines/court-fine-create');
    const message = page.getByRole('alert');
    await message.getByRole('heading', { name: 'Sign in to open this form' }).waitFor();
    await message.getByText('This form is not public.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/public/court-fines/court-fine-create');
    await screenshot(page, 'public-route-form-not-public');
    await message.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/auth/login');
    await submitSignInPage(page, 'clerk@ignite.local', browser.demoPassword);
    await page.waitForURL('**/public/court-fines/court-fine-create');
    await page.getByLabel('Case number').waitFor();
  });

  it('reads the fifth path segment as the record id of the screen', async () => {
    const { page } = browser;
    const id = await createCourtFine(await apiAs(browser, 'clerk@ignite.local'), {
      caseNumber: 'CF-2026-0778',
      offenderName: 'Tan Public Route',
      amount: 75,
      dueDate: '2027-04-01',
    });
    await signInAs(browser, 'clerk@ignite.local');
    await page.goto(`/public/court-fines/court-fine-view/${String(id)}`);
    await page.getByText('Tan Public Route').waitFor();
    await page.getByText('CF-2026-0778').waitFor();
    expect(await page.locator('.ignite-public').count()).toBe(1);
  });

  it('keeps submitting behind sign-in on a public form, with a clear message and nothing sent', async () => {
    const { page } = browser;
    const designer = await apiAs(browser, 'designer@ignite.local');
    const saved = await designer.post('/api/ignite/application', {
      id: 'e2e-public-enquiry',
      name: 'Fine enquiry (e2e)',
      category: 'tests',
      public: true,
      components: [
        { type: 'screen-config', key: 'screen', screenType: 'create', submissionUrl: '/court-fines' },
        { type: 'textfield', key: 'caseNumber', label: 'Case number', input: true },
        { type: 'button', key: 'submit', label: 'Submit', action: 'submit', input: true },
      ],
    });
    expect([200, 201]).toContain(saved.status);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/court-fines'))
        posts.push(request.url());
    });
    await page.goto('/public/tests/e2e-public-enquiry');
    await page.getByText('You can fill in this form without signing in; sign in to submit it.').waitFor();
    await page.getByLabel('Case number').fill('CF-2026-0555');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('alert')
      .getByText('Sign in to submit this form. Nothing you typed has been sent.')
      .first()
      .waitFor();
    expect(posts).toEqual([]);
    expect(await page.getByText('Submission Complete').count()).toBe(0);
    expect(await page.getByText('Please check the form and correct all errors').count()).toBe(0);
    await screenshot(page, 'public-form-submit-needs-sign-in');
  });
});
