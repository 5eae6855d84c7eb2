// The form of the screen a browser test looks at (Form.io's registry of forms): its submission data and
// the custom events it emits; and test screens saved through the forms API.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiAs, type BrowserFixture } from './browser';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** Listens on the screen's Form.io form for custom events; heard() answers them in order. */
export async function listenOnScreenForm(page: Page, events: string[]): Promise<void> {
  await page.evaluate((names) => {
    type Form = { element?: HTMLElement; on(event: string, handler: (payload: unknown) => void): void };
    const scope = window as unknown as { Formio: { forms: Record<string, Form> }; __heard?: unknown[] };
    const form = Object.values(scope.Formio.forms).find((candidate) =>
      candidate.element?.closest('.ignite-screen'),
    );
    if (!form) throw new Error('No Form.io form on the screen');
    scope.__heard = [];
    for (const name of names) form.on(name, (payload) => scope.__heard!.push({ event: name, payload }));
  }, events);
}

export const heard = (page: Page): Promise<Json[]> =>
  page.evaluate(() => (window as unknown as { __heard: Json[] }).__heard);

/** The submission data of the screen's form. */
export const screenData = (page: Page): Promise<Json> =>
  page.evaluate(() => {
    type Form = { element?: HTMLElement; submission: { data: unknown } };
    const forms = (window as unknown as { Formio: { forms: Record<string, Form> } }).Formio.forms;
    return Object.values(forms).find((form) => form.element?.closest('.ignite-screen'))?.submission
      .data as Json;
  });

/** Saves a test screen (category tests, at /app/tests/{id}) through the forms API as an admin. */
export async function saveScreen(browser: BrowserFixture, id: string, components: unknown[]): Promise<void> {
  const admin = await apiAs(browser, 'admin@ignite.local');
  const saved = await admin.post('/api/ignite/application', { id, name: id, category: 'tests', components });
  expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
}

export const testScreenConfig = {
  type: 'screen-config',
  key: 'screenConfiguration',
  label: 'Test',
  input: false,
  screenType: 'view',
};
