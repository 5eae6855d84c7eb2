// Form-definition fuzzing in the browser: a sample of the mutated definitions the server stored, each
// opened as a screen in Chromium, shows the screen or a clear error panel; never a blank page, never an
// uncaught error. The sample is small (a dozen screens, about a second each) to keep the run short; the
// server side of the family (form-fuzzing.test.ts) sends thousands.
import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, screenshot, signInAs } from '../e2e/browser';
import { mutatedDefinitions } from './form-mutations';
import { reportFigure } from './report-figure';

const browser = browserFixture();
const SAMPLE = 12;

describe('stored mutated definitions in Chromium', () => {
  it(`opens ${SAMPLE} of them: each a rendered screen or a clear error panel`, async () => {
    const { page } = browser;
    const designer = await apiAs(browser, 'designer@ignite.local');
    const stored: { formId: string; mutation: string }[] = [];
    for (const definition of mutatedDefinitions(2_000, 20_260_202, 'fuzz-screen')) {
      if (stored.length >= SAMPLE) break;
      // Small definitions only: a screen of 2 MB text says nothing more about rendering.
      if (definition.text.length > 50_000) continue;
      let body: unknown;
      try {
        body = { ...(JSON.parse(definition.text) as object), category: 'tests' };
      } catch {
        continue;
      }
      const saved = await designer.post('/api/ignite/application', body);
      expect(saved.status, definition.mutation).toBeLessThan(500);
      if (saved.status < 300) stored.push(definition);
    }
    expect(stored).toHaveLength(SAMPLE);

    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(`${page.url()}: ${error.message}`));
    await signInAs(browser, 'designer@ignite.local');
    const blank: string[] = [];
    let rendered = 0;
    let errorPanels = 0;
    for (const { formId, mutation } of stored) {
      await page.goto(`/app/tests/${formId}`);
      const shown = page.locator('.ignite-screen, .ignite-screen-error').first();
      await shown.waitFor({ timeout: 15_000 }).catch(() => blank.push(`${formId} (${mutation})`));
      if (await page.locator('.ignite-screen-error').count()) errorPanels += 1;
      else if (await page.locator('.ignite-screen').count()) rendered += 1;
    }
    await screenshot(page, 'security-fuzzed-screen');
    reportFigure(
      'form-definition fuzzing in Chromium',
      `${stored.length} stored mutated definitions opened: ${rendered} rendered, ${errorPanels} clear error panels, ${blank.length} blank, ${uncaught.length} uncaught errors`,
    );
    expect({ blank, uncaught }).toEqual({ blank: [], uncaught: [] });
  });
});
