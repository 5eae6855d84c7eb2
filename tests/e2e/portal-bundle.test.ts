// The sign-in page loads no Form.io (issue 16): the renderer, the custom components and the action
// runtime load with the first screen that shows a form. The marker is proven on a screen that does.
import { describe, expect, it } from 'vitest';
import { browserFixture, signInAs } from './browser';
import { recordAssets } from './loaded-assets';

const browser = browserFixture();

/** A name only Form.io's renderer code holds (its lazy loader of editors and widgets). */
const FORMIO_MARKERS = { formio: 'requireLibrary' };

describe("the portal's bundles", () => {
  it('load Form.io only once a screen with a form opens, not on the sign-in page', async () => {
    const { page } = browser;
    const signInAssets = recordAssets(page, FORMIO_MARKERS);
    await page.goto('/auth/db-login?dblogin');
    await page.getByLabel('Email').waitFor();
    await page.waitForLoadState('networkidle');
    expect(signInAssets.filter((asset) => asset.type === 'script').length).toBeGreaterThan(0);
    expect(signInAssets.filter((asset) => asset.holds.includes('formio')).map((a) => a.url)).toEqual([]);

    await signInAs(browser, 'clerk@ignite.local');
    const screenAssets = recordAssets(page, FORMIO_MARKERS);
    await page.goto('/app/court-fines/court-fine-create');
    await page.locator('.formio-form').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(screenAssets.some((asset) => asset.holds.includes('formio'))).toBe(true);
  });
});
