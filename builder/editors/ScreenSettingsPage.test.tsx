// The Screen settings page: a value chosen again is no unsaved change, a save's outcome is said as the
// form builder says it (a refusal in red, naming the refused setting) until the next edit, and edited
// settings are linted with the server's catalogue, as a save will lint them.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../runtime/core/http';
import type { LintProblem } from '../../runtime/core/lint/lint-rule';
import type { FormComponent } from '../../schemas/form-definition';
import type { FormVersion, FormVersionSummary } from '../../schemas/form-versions';
import { builderApi } from '../builder-api';
import { ScreenSettingsPage } from './ScreenSettingsPage';

// The editor as a stub: it hands on the component as given (a value chosen again) or changed, and shows
// the problems the page gives it.
vi.mock('./ComponentSettingsEditor', () => ({
  ComponentSettingsEditor: ({
    value,
    onChange,
    storedProblems,
  }: {
    value: FormComponent;
    onChange: (value: FormComponent) => void;
    storedProblems?: readonly LintProblem[];
  }) => (
    <div>
      <button type="button" onClick={() => onChange({ ...value })}>
        Choose the same
      </button>
      <button type="button" onClick={() => onChange({ ...value, screenType: 'view' })}>
        Choose view
      </button>
      <button type="button" onClick={() => onChange({ ...value, screenType: 'action' })}>
        Choose action
      </button>
      <p aria-label="Editor problems">{(storedProblems ?? []).map((p) => p.ruleId).join(',')}</p>
    </div>
  ),
}));
vi.mock('../form-builder/use-form-lock', () => ({ useFormLock: () => ({ status: 'mine' }) }));

const summary = (version: number) =>
  ({
    formId: 'fines',
    version,
    published: false,
    note: '',
    createdAt: '',
    createdBy: null,
  }) as FormVersionSummary;
const COMPONENTS = [
  { type: 'screen-config', key: 'screen', screenType: 'create', submissionUrl: '/court-fines' },
];
const CATALOGUE = {
  formIds: ['court-fine-create', 'fines'],
  resources: ['court-fines'],
  acls: [],
  resourceForms: { 'court-fines': { formId: 'court-fine-create', requiredFields: ['amount'] } },
};

beforeEach(() => {
  vi.spyOn(builderApi, 'latestVersion').mockResolvedValue({
    ...summary(2),
    form: { id: 'fines', name: 'Fines', category: 'court-fines', components: COMPONENTS },
  } as FormVersion);
  vi.spyOn(builderApi, 'lint').mockResolvedValue([]);
  vi.spyOn(builderApi, 'lintCatalogue').mockResolvedValue(CATALOGUE);
});
afterEach(() => vi.restoreAllMocks());

async function openSettings() {
  const router = createMemoryRouter(
    [{ path: '/forms/form-builder/:formId/settings', element: <ScreenSettingsPage /> }],
    { initialEntries: ['/forms/form-builder/fines/settings'] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('button', { name: 'Choose view' });
}
const saveButton = () => screen.getByRole('button', { name: 'Save draft' });

describe('the Screen settings page', () => {
  it('has nothing to save after a value is chosen again', async () => {
    await openSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Choose the same' }));
    expect(saveButton()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Choose view' }));
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it("lints edited settings with the server's catalogue", async () => {
    await openSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Choose view' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Editor problems').textContent).toBe('unfilled-required-field'),
    );
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says the checks that need the catalogue wait for it', async () => {
    vi.spyOn(builderApi, 'lintCatalogue').mockReturnValue(new Promise(() => undefined));
    await openSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Choose view' }));
    expect(screen.getByRole('note').textContent).toContain('waiting for them to load');
  });

  it("says a save's outcome until the next edit", async () => {
    vi.spyOn(builderApi, 'saveDraft').mockResolvedValue({ version: summary(3), problems: [] });
    await openSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Choose view' }));
    fireEvent.click(saveButton());
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Saved as draft version 3.');
    expect(status.className).toContain('--success');
    expect(saveButton()).toHaveProperty('disabled', true);
    // Choosing again what is saved changes nothing: the outcome still holds.
    fireEvent.click(screen.getByRole('button', { name: 'Choose view' }));
    expect(screen.getByRole('status')).toBe(status);
    fireEvent.click(screen.getByRole('button', { name: 'Choose action' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a refused save as refused, naming the refused setting', async () => {
    vi.spyOn(builderApi, 'saveDraft').mockRejectedValue(
      new ApiError(400, 'INVALID_FORM', 'The form definition is not valid', [
        { path: '/components/0/screenType', message: 'must be one of "create", "view", "action"' },
      ]),
    );
    await openSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Choose view' }));
    fireEvent.click(saveButton());
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      'Not saved: the server refused 1 setting: /components/0/screenType must be one of "create", "view", "action".',
    );
    expect(status.className).toContain('--error');
    expect(saveButton()).toHaveProperty('disabled', false);
  });
});
