// The builder's pages laid out at common window sizes in Chromium: what a designer reads of the export
// lists, and the Advanced settings dialog's one scroll area.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture, screenshot, signInAs } from './browser';
import { openDraftInBuilder } from './draft-form';

const browser = browserFixture();

/** Whether a list shows its chosen entry whole: its box holds the text, the padding and the arrow. */
async function showsChoiceWhole(select: Locator): Promise<boolean> {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = element.selectedOptions[0]?.text ?? '';
    const needed =
      context.measureText(text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    return element.clientWidth >= needed;
  });
}

/** The elements that scroll (content taller than their box, overflow auto or scroll) under `root`. */
async function scrollAreas(page: Page, root: string): Promise<string[]> {
  return page.locator(root).evaluate((element) =>
    [element, ...element.querySelectorAll('*')]
      .filter((node) => {
        const overflow = getComputedStyle(node).overflowY;
        return (overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight + 1;
      })
      .map((node) => node.className.toString()),
  );
}

describe('builder layout in the browser', () => {
  for (const width of [1440, 1024]) {
    it(`shows the export lists' choices whole at ${width} pixels wide`, async () => {
      const { page } = browser;
      await page.setViewportSize({ width, height: 900 });
      await signInAs(browser, 'designer@ignite.local', { open: '/forms/packages' });
      const forms = page.getByLabel('Form to export');
      await forms.locator('option[value="court-fine-create"]').waitFor({ state: 'attached' });
      for (const label of ['Form to export', 'Category to export'])
        expect(await showsChoiceWhole(page.getByLabel(label)), label).toBe(true);
      // A form chosen reads whole too: its title and id.
      await forms.selectOption('court-fine-create');
      expect(await showsChoiceWhole(forms)).toBe(true);
      await screenshot(page, `builder-packages-export-${width}`, { fullPage: false });
    });
  }

  it('scrolls the Advanced settings dialog in one area, its tabs and problems header staying in view', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1440, height: 800 });
    await openDraftInBuilder(browser, {
      id: `advanced-scroll-${Date.now()}`,
      name: 'Advanced settings scrolling',
      components: [
        {
          type: 'smart-table',
          key: 'fines',
          label: 'Fines',
          input: false,
          gridOptions: { key: 'fines', apiUrl: '/api/court-fines', columnDefinitions: [] },
        },
      ],
    });
    const component = page.locator('.formarea .builder-component').first();
    await component.hover();
    await component.locator('[ref="editComponent"]').first().click();
    await page.locator('.component-edit-container .ignite-builder-advanced').click();
    const dialog = page.getByRole('dialog', { name: 'Settings of Fines' });
    const tabs = dialog.getByRole('tablist');
    const problems = dialog.getByRole('region', { name: 'Problems' }).getByRole('heading');
    await tabs.waitFor();
    const form = dialog.locator('.ignite-settings-editor__form');
    await expect
      .poll(() => scrollAreas(page, '.ignite-settings-editor-dialog'))
      .toEqual([expect.stringContaining('ignite-settings-editor__form')]);
    // The dialog opens with a 150 ms zoom: measured once it has come to rest.
    await expect
      .poll(() =>
        dialog.evaluate((element) =>
          (element.closest('.p-dialog') ?? element).classList.contains('p-dialog-enter-done'),
        ),
      )
      .toBe(true);
    const before = await Promise.all([tabs.boundingBox(), problems.boundingBox()]);
    await form.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect.poll(() => form.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    const after = await Promise.all([tabs.boundingBox(), problems.boundingBox()]);
    expect(after.map((box) => box?.y)).toEqual(before.map((box) => box?.y));
    await screenshot(page, 'builder-advanced-settings-scrolled', { fullPage: false });
    // The JSON view fits below the tabs too: the dialog's body still does not scroll.
    await tabs.getByRole('tab', { name: 'JSON' }).click();
    await dialog.locator('.monaco-editor').waitFor();
    const areas = await scrollAreas(page, '.ignite-settings-editor-dialog');
    expect(areas.filter((name) => name.includes('p-dialog-content'))).toEqual([]);
    await screenshot(page, 'builder-advanced-settings-json', { fullPage: false });
  });
});
