// The builder's pages laid out at common window sizes in Chromium: what a designer reads of the export
// lists.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture, screenshot, signInAs } from './browser';

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
});
