// The sign-in page, filled as a user fills it: for the browser tests and the benches (no test runner
// needed here).
import type { Page } from 'playwright-core';

/** Fills the sign-in page on screen (email and password) and presses Login. */
export async function submitSignInPage(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens the email-and-password sign-in page, signs in and waits until the app has left the sign-in pages. */
export async function signInOnPage(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth/db-login?dblogin');
  await submitSignInPage(page, username, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}
