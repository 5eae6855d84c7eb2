// The shell in a narrow window (a small laptop window, a tablet): the menu is an off-canvas drawer over
// the content, opened from the header's menu button; wide windows keep the docked menu.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture, screenshot, signInAs } from './browser';

const browser = browserFixture();

const NARROW = { width: 800, height: 900 };
const WIDE = { width: 1366, height: 850 };

const menuButton = (page: Page) => page.getByRole('button', { name: 'Toggle menu' });
const sidebar = (page: Page) => page.locator('nav#ignite-sidebar');
const contentLeft = async (page: Page) => (await page.locator('main.ignite-content').boundingBox())!.x;
const focusInSidebar = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('#ignite-sidebar')));

/** Opens the drawer and waits until it has slid in. */
async function openDrawer(page: Page) {
  await menuButton(page).click();
  await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('true');
  await expect.poll(async () => (await sidebar(page).boundingBox())?.x).toBe(0);
}

describe('the menu of a narrow window', () => {
  it('is closed over a full-width content, opens from the menu button and closes on Escape, a link and a click outside', async () => {
    const { page } = browser;
    await page.setViewportSize(NARROW);
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/court-fines/court-fine-list' });
    await page.getByText('Court Fines (').waitFor();

    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await menuButton(page).getAttribute('aria-controls')).toBe('ignite-sidebar');
    expect(await sidebar(page).getAttribute('aria-hidden')).toBe('true');
    expect(await sidebar(page).isVisible()).toBe(false);
    expect(await contentLeft(page)).toBe(0);
    await screenshot(page, 'shell-narrow-closed', { fullPage: false });

    await openDrawer(page);
    expect(await focusInSidebar(page)).toBe(true);
    // The content under it stays where it was, out of the keyboard's reach.
    expect(await contentLeft(page)).toBe(0);
    expect(await page.locator('main.ignite-content').getAttribute('inert')).not.toBeNull();
    await screenshot(page, 'shell-narrow-open', { fullPage: false });

    await page.keyboard.press('Escape');
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await menuButton(page).evaluate((button) => button === document.activeElement)).toBe(true);
    await sidebar(page).waitFor({ state: 'hidden' });

    // From the keyboard: the menu button opens it with the focus on its first item.
    await page.keyboard.press('Enter');
    await expect.poll(() => focusInSidebar(page)).toBe(true);
    await sidebar(page).getByText('Court Fines').click();
    await sidebar(page).getByText('Create Court Fine').click();
    await page.waitForURL('**/app/court-fines/court-fine-create');
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await page.getByLabel('Case number').fill('CF-NARROW');

    // A click beside the drawer closes it without reaching the screen under it.
    await openDrawer(page);
    await page.mouse.click(600, 300);
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await sidebar(page).waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Case number').inputValue()).toBe('CF-NARROW');

    // Widened, the window docks the menu again beside the content.
    await openDrawer(page);
    await page.setViewportSize(WIDE);
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await sidebar(page).getAttribute('class')).not.toContain('is-off-canvas');
    expect(await contentLeft(page)).toBeGreaterThanOrEqual(250);
    expect(await page.locator('main.ignite-content').getAttribute('inert')).toBeNull();
  });

  it('gives the builder the whole width of the window', async () => {
    const { page } = browser;
    await page.setViewportSize(NARROW);
    await signInAs(browser, 'designer@ignite.local', { open: '/forms/form-builder/court-fine-create' });
    const palette = page.locator('.formcomponents').first();
    await palette.getByText('Text Field', { exact: true }).waitFor();
    expect(await contentLeft(page)).toBe(0);
    // With the docked menu the palette was some 60 px wide, its labels cut off.
    expect((await palette.boundingBox())!.width).toBeGreaterThan(100);
    await screenshot(page, 'shell-narrow-builder', { fullPage: false });
  });
});

describe('the menu of a wide window', () => {
  it('stays docked beside the content, the menu button collapsing and reopening it', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    await sidebar(page).getByText('Worklist').waitFor();
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await contentLeft(page)).toBeGreaterThanOrEqual(250);
    await menuButton(page).click();
    await page.locator('nav.ignite-sidebar.is-collapsed').waitFor({ state: 'attached' });
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.ignite-sidebar-backdrop').count()).toBe(0);
    await expect.poll(() => contentLeft(page)).toBe(0);
    await menuButton(page).click();
    await expect.poll(() => contentLeft(page)).toBeGreaterThanOrEqual(250);
  });
});
