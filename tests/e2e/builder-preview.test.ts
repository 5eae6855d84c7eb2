// Preview as a role in Chromium against the real server (issue 14, item 6): a component whose aclResource
// the role lacks is hidden in the preview, shown as a role that has it; the trace panel is open; the
// designer's own session in the main tab is untouched.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';

const browser = browserFixture();

const STORED_SESSION_KEYS = ['token', 'identityDetails', 'profile'];

describe('builder preview in the browser', () => {
  it('runs the screen as the chosen role in a frame with its own session', async () => {
    const { page } = browser;
    const api = await apiAs(browser, 'designer@ignite.local');
    const formId = `preview-${Date.now()}`;
    // A draft never published: the preview runs the draft, which the portal does not serve yet.
    const saved = await api.post('/api/ignite/forms', {
      form: {
        id: formId,
        name: 'Preview test',
        category: 'builder-tests',
        components: [
          { type: 'screen-config', key: 'screen', screenType: 'create' },
          { type: 'textfield', key: 'everyone', label: 'Seen by everyone', input: true },
          {
            type: 'textfield',
            key: 'designers',
            label: 'Designers only',
            input: true,
            aclResource: 'forms.design',
          },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);

    await signInAs(browser, 'designer@ignite.local');
    const storedSession = () =>
      page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), STORED_SESSION_KEYS);
    const before = await storedSession();
    expect(before[0]).toBeTruthy();

    await page.goto(`/forms/form-builder/${formId}/preview`);
    await page.getByRole('heading', { name: 'Preview of Preview test' }).waitFor();
    await page.getByLabel('Preview as role').selectOption('user_role');
    const held = page.getByRole('region', { name: 'Acls the preview holds as user_role' });
    await held.getByText('court-fines.write').waitFor();
    const frame = page.frameLocator('.ignite-preview-frame');
    await frame.getByLabel('Seen by everyone').waitFor();
    const trace = frame.getByRole('complementary', { name: 'Action trace' });
    expect(await trace.getByRole('button', { name: /Action trace/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await frame.getByLabel('Designers only').count()).toBe(0);
    expect(await frame.locator('[data-preview-roles]').getAttribute('data-preview-roles')).toBe('user_role');

    // Another role reloads the frame with its own token.
    await page.getByLabel('Preview as role').selectOption('form_designer');
    await page
      .getByRole('region', { name: 'Acls the preview holds as form_designer' })
      .getByText('forms.design')
      .waitFor();
    await frame.getByLabel('Designers only').waitFor();
    await frame.getByLabel('Seen by everyone').waitFor();
    const file = await screenshot(page, 'builder-preview');
    mkdirSync(path.resolve('docs/screenshots'), { recursive: true });
    copyFileSync(file, path.resolve('docs/screenshots/builder-preview.png'));

    // The designer's own session is untouched: same stored session, still signed in as the designer.
    expect(await storedSession()).toEqual(before);
    await page.goto(`/forms/form-builder/${formId}/versions`);
    await page.getByRole('heading', { name: 'Versions of Preview test' }).waitFor();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('identityDetails') ?? 'null').roles),
    ).toEqual(expect.arrayContaining(['form_designer', 'user_role']));
  });
});
