// Layout containment of the simple input components (runtime/app/styles/form-containment.css), in Chromium
// on a real screen: held at rest, lifted under the pointer and the focus, never on a component whose
// margins would then add up differently, and not one element of the form moved by it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture, screenshot, signInAs } from './browser';
import { saveScreen, testScreenConfig } from './screen-form';

const browser = browserFixture();
const CLERK = 'clerk@ignite.local';
const SCREEN = 'form-containment';

const textfield = (key: string, extra: Record<string, unknown> = {}) => ({
  type: 'textfield',
  key,
  label: `Label ${key}`,
  input: true,
  ...extra,
});
const choices = [
  { label: 'One', value: 'one' },
  { label: 'Two', value: 'two' },
];

/** Every kind of component the rule names, and its neighbours, in the layouts a screen uses. */
const components = [
  { ...testScreenConfig, screenType: 'create' },
  textfield('plain', { validate: { required: true } }),
  textfield('tip', { tooltip: 'Where the reference is printed', description: 'As printed on the notice' }),
  textfield('affixed', { prefix: 'S$', suffix: '.00' }),
  textfield('counted', { showCharCount: true, showWordCount: true }),
  textfield('several', { multiple: true }),
  textfield('leftLabel', { labelPosition: 'left-left', labelWidth: 30 }),
  textfield('onlyInModal', { modalEdit: true }),
  { type: 'textarea', key: 'notes', label: 'Notes', input: true },
  { type: 'textarea', key: 'readOnlyNotes', label: 'Read-only notes', input: true, disabled: true },
  { type: 'number', key: 'amount', label: 'Amount', input: true, validate: { required: true } },
  { type: 'currency', key: 'fee', label: 'Fee', input: true, currency: 'SGD' },
  { type: 'email', key: 'mail', label: 'Email', input: true },
  { type: 'phoneNumber', key: 'phone', label: 'Phone', input: true },
  { type: 'url', key: 'site', label: 'Site', input: true },
  { type: 'password', key: 'secret', label: 'Secret', input: true },
  { type: 'datetime', key: 'due', label: 'Due', input: true },
  { type: 'time', key: 'at', label: 'At', input: true },
  { type: 'checkbox', key: 'agreed', label: 'Agreed', input: true, validate: { required: true } },
  { type: 'radio', key: 'choice', label: 'Choice', input: true, values: choices },
  { type: 'selectboxes', key: 'boxes', label: 'Boxes', input: true, values: choices },
  {
    type: 'columns',
    key: 'columns',
    columns: [
      { width: 6, components: [textfield('left', { validate: { required: true } })] },
      { width: 6, components: [{ type: 'number', key: 'right', label: 'Right', input: true }] },
    ],
  },
  {
    type: 'panel',
    key: 'panel',
    title: 'Panel',
    components: [
      textfield('inPanel'),
      { type: 'email', key: 'panelMail', label: 'Panel email', input: true },
    ],
  },
  {
    type: 'datagrid',
    key: 'rows',
    label: 'Rows',
    input: true,
    components: [
      textfield('cell', { label: 'Cell' }),
      { type: 'number', key: 'count', label: 'Count', input: true },
    ],
  },
  // Keys that are also the names of contained types: the key's class must not bring containment.
  {
    type: 'select',
    key: 'currency',
    label: 'Currency',
    input: true,
    widget: 'choicesjs',
    data: { values: choices },
  },
  { type: 'container', key: 'email', label: 'Email parts', input: true, components: [textfield('address')] },
  { type: 'button', key: 'submit', label: 'Submit', action: 'submit', input: true },
];

/** The containment of the component of that key (or that selector, when it starts with a dot). */
const containOf = (page: Page, key: string) =>
  page
    .locator(`.ignite-form ${key.startsWith('.') ? key : `.formio-component-${key}`}`)
    .first()
    .evaluate((element) => getComputedStyle(element).contain);

interface Box {
  /** The component the element is in (its type and key classes) and the element's tag. */
  where: string;
  edges: number[];
}

/** Every element of the form and its box on the page (not the viewport: the page may scroll meanwhile). */
const boxes = (page: Page): Promise<Box[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('.ignite-form *')].map((element) => {
      const box = element.getBoundingClientRect();
      const component =
        element.closest('.formio-component')?.className.match(/formio-component-[\w-]+/g) ?? [];
      return {
        where: `${component.join(' ')} ${element.tagName}`,
        edges: [box.left, box.top, box.right, box.bottom].map(
          (edge, side) => edge + (side % 2 === 0 ? window.scrollX : window.scrollY),
        ),
      };
    }),
  );

/**
 * How far the containment moves the form's elements: the boxes with the rule in force and with containment
 * taken off every component, once the form has settled (the same boxes twice). Answers the largest move
 * of an edge in pixels, where the change is, and how many elements were compared. A few hundredths of a
 * pixel come from how layout rounds inside a contained box and cannot be seen.
 */
async function largestMove(page: Page): Promise<{ pixels: number; where: string; elements: number }> {
  await page.mouse.move(0, 0);
  let contained = await boxes(page);
  let uncontained: Box[] = [];
  // Measured again when the page moved meanwhile (the same boxes before and after the rule is taken off):
  // only the rule may differ between the two measures.
  for (let attempt = 1; ; attempt++) {
    await expect
      .poll(
        async () => {
          const before = contained;
          contained = await boxes(page);
          return JSON.stringify(contained) === JSON.stringify(before);
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(true);
    const off = await page.addStyleTag({
      content: '.ignite-form .formio-component { contain: none !important }',
    });
    uncontained = await boxes(page);
    await off.evaluate((element) => (element as Element).remove());
    const after = await boxes(page);
    if (JSON.stringify(after) === JSON.stringify(contained)) break;
    if (attempt === 3) throw new Error('The form kept moving while it was measured');
    contained = after;
  }
  expect(uncontained.map((box) => box.where)).toEqual(contained.map((box) => box.where));
  // Named by the last element (in document order) whose size changed: its ancestors grow with it and
  // what follows only moves, so that is where the change is.
  let pixels = 0;
  let where = '';
  contained.forEach((box, index) => {
    const [left, top, right, bottom] = uncontained[index]!.edges as [number, number, number, number];
    const [cLeft, cTop, cRight, cBottom] = box.edges as [number, number, number, number];
    pixels = Math.max(pixels, ...[cLeft - left, cTop - top, cRight - right, cBottom - bottom].map(Math.abs));
    const resized = Math.max(
      Math.abs(cRight - cLeft - (right - left)),
      Math.abs(cBottom - cTop - (bottom - top)),
    );
    if (resized >= 0.1) where = box.where;
  });
  return { pixels, where, elements: contained.length };
}

async function openScreen(page: Page) {
  await signInAs(browser, CLERK, { open: `/app/tests/${SCREEN}` });
  await page.locator('.ignite-form:not(.ignite-form--building) input[name="data[plain]"]').waitFor();
}

describe('form containment', () => {
  it('holds the simple inputs at rest and lifts it under the pointer and the focus', async () => {
    await saveScreen(browser, SCREEN, components);
    const { page } = browser;
    await openScreen(page);
    await page.mouse.move(0, 0);

    for (const key of [
      'plain',
      'tip',
      'affixed',
      'amount',
      'fee',
      'mail',
      'phone',
      'site',
      'secret',
      'due',
      'at',
    ])
      expect(await containOf(page, key), key).toBe('layout');
    // Left as they are: a counter, a textarea and the choice components would add their last margin to the
    // component's; containers hold other components.
    for (const key of [
      'counted',
      'notes',
      'readOnlyNotes',
      'agreed',
      'choice',
      'boxes',
      'columns',
      'panel',
      'rows',
    ])
      expect(await containOf(page, key), key).toBe('none');

    await page.locator('input[name="data[plain]"]').focus();
    expect(await containOf(page, 'plain')).toBe('none');
    expect(await containOf(page, 'mail')).toBe('layout');

    await page.locator('.formio-component-tip [ref="tooltip"]').hover();
    expect(await containOf(page, 'tip')).toBe('none');
    await page.locator('.tippy-box').getByText('Where the reference is printed').waitFor();
    await screenshot(page, 'form-containment-tooltip', { fullPage: false });
  });

  it('moves no element of the form: at rest, with values and with errors shown', async () => {
    await saveScreen(browser, SCREEN, components);
    const { page } = browser;
    await openScreen(page);

    const atRest = await largestMove(page);
    expect(atRest.elements).toBeGreaterThan(200);
    expect(atRest.pixels, atRest.where).toBeLessThan(0.1);

    await page.locator('input[name="data[plain]"]').fill('CF-2026-0042');
    await page.locator('input[name="data[counted]"]').fill('two words');
    await page.locator('textarea[name="data[notes]"]').fill('line one\nline two\nline three');
    const several = page.locator('.formio-component-several');
    await several.locator('input').first().fill('first');
    await several.getByRole('button', { name: 'Add Another' }).click();
    await several.locator('input').nth(1).fill('second');
    await page.locator('input[name="data[plain]"]').blur();
    const withValues = await largestMove(page);
    expect(withValues.pixels, withValues.where).toBeLessThan(0.1);

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.formio-component-amount').getByText('Amount is required').waitFor();
    const withErrors = await largestMove(page);
    expect(withErrors.pixels, withErrors.where).toBeLessThan(0.1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'form-containment-errors');
  });
});
