import { describe, expect, it } from 'vitest';
import { apiAs, submitSignInPage, screenshot, signInAs, browserFixture } from './browser';

const browser = browserFixture();

describe('sign-in', () => {
  it('validates the login form with the spec messages and keeps Login disabled while invalid', async () => {
    const { page } = browser;
    await page.goto('/auth/db-login?dblogin');
    const login = page.getByRole('button', { name: 'Login' });
    expect(await login.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Email').blur();
    await page.getByText('Invalid Email').waitFor();
    await page.getByLabel('Password').focus();
    await page.getByLabel('Password').blur();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email').fill('');
    await page.getByText('Email is required').waitFor();
    expect(await login.isDisabled()).toBe(true);
    await screenshot(page, 'login-validation');
  });

  it('shows the server message for a wrong password and stays on the login page', async () => {
    const { page } = browser;
    await page.goto('/auth/db-login?dblogin');
    await submitSignInPage(page, 'clerk@ignite.local', 'wrong-password');
    await page.getByRole('alert').getByText('The email or password is incorrect').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/db-login');
  });

  it('sends a visitor to sign in and back to where they were going', async () => {
    const { page } = browser;
    await page.goto('/app/court-fines/court-fine-create');
    await page.waitForURL('**/auth/login');
    await submitSignInPage(page, 'clerk@ignite.local', browser.demoPassword);
    await page.waitForURL('**/app/court-fines/court-fine-create');
    await page.getByLabel('Case number').waitFor();
  });

  it('leads /login to the sign-in page, keeping its dblogin flag', async () => {
    const { page } = browser;
    await page.goto('/login?dblogin');
    await page.waitForURL('**/auth/login?dblogin');
    await submitSignInPage(page, 'clerk@ignite.local', browser.demoPassword);
    await page.waitForURL('**/app/worklist/my-workflow-items');
  });

  it('lands a user without roles on the no-permission page', async () => {
    await signInAs(browser, 'norole@ignite.local');
    await browser.page.getByText('No permissions yet').waitFor();
    expect(new URL(browser.page.url()).pathname).toBe('/app/access-denied/landing-no-access');
  });
});

describe('shell and the court fine create screen', () => {
  it('lets the clerk create a court fine that the API then answers', async () => {
    const { page } = browser;
    // Signed in through the sign-in page (other tests sign in through the API: signInAs).
    await page.goto('/auth/db-login?dblogin');
    await submitSignInPage(page, 'clerk@ignite.local', browser.demoPassword);
    await page.waitForURL('**/app/worklist/my-workflow-items');
    await page.getByText('Clara Clerk').waitFor();
    await page.getByText('J-0003').waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    await sidebar.getByText('Court Fines').click();
    await sidebar.getByText('Create Court Fine').click();
    await page.waitForURL('**/app/court-fines/court-fine-create');

    await page.getByLabel('Case number').fill('CF-2026-0777');
    await page.getByLabel('Offender name').fill('Lee Wei Ming');
    await page.getByLabel('Amount (S$)').fill('350.75');
    await page.getByLabel('Due date').fill('2026-12-31');
    await page.getByLabel('Remarks').fill('Issued at the counter');
    await screenshot(page, 'court-fine-create-filled');
    await page.getByRole('button', { name: 'Submit' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText('Court fine saved').waitFor();
    const message = await dialog.getByText(/Court fine CF-2026-0777 was saved with id \d+/).textContent();
    await screenshot(page, 'court-fine-saved');
    const id = message?.match(/id (\d+)/)?.[1];
    expect(id).toBeDefined();

    const clerk = await apiAs(browser, 'clerk@ignite.local');
    const record = (await clerk.get(`/api/court-fines/${id}`)).body;
    expect(record).toMatchObject({
      caseNumber: 'CF-2026-0777',
      offenderName: 'Lee Wei Ming',
      amount: 350.75,
      dueDate: '2026-12-31',
      remarks: 'Issued at the counter',
      createdByName: 'Clara Clerk',
    });
    expect(record).not.toHaveProperty('submit');
  });

  it('keeps an invalid form from being sent and shows the field errors', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/court-fines/court-fine-create' });
    // Left empty, a field with a pattern says it is required, not what the pattern wants.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Case number is required').first().waitFor();
    expect(await page.getByText('Case number looks like CF-2026-0001').count()).toBe(0);
    await page.getByLabel('Case number').fill('wrong');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Case number looks like CF-2026-0001').first().waitFor();
    await page.getByText('Offender name is required').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('says so when the screen id is unknown', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/court-fines/no-such-screen' });
    await page.getByText('Screen not found').waitFor();
    await page.getByText('There is no screen with id "no-such-screen".').waitFor();
  });

  it('redirects an unknown path to /not-found', async () => {
    const { page } = browser;
    await page.goto('/this/path/does/not/exist');
    await page.waitForURL('**/not-found');
    await page.getByText('Page not found').waitFor();
  });
});
