// A save or a publish refused because a colleague saved a newer version meanwhile (409) offers the canvas
// as a file, so the designer's edits are never stranded; the publish names the newest version it knows.
// Between saves the problems are the server's (its catalogue), a refusal keeps the lint listed beside it,
// an outcome is said until the next edit, and an edit undone by hand leaves no unsaved changes.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../runtime/core/http';
import type { FormVersion, FormVersionSummary } from '../../schemas/form-versions';
import { builderApi } from '../builder-api';
import { downloadJson } from '../download-json';
import { FormBuilderPage } from './FormBuilderPage';

// A create screen writing court-fines records, which court-fine-create validates: its required amount is
// filled by no component, which only the server's catalogue tells.
const CANVAS = [
  { type: 'screen-config', key: 'screen', screenType: 'create', submissionUrl: '/court-fines' },
  { type: 'textfield', key: 'title', label: 'Edited here' },
];
const CATALOGUE = {
  formIds: ['court-fine-create', 'fines'],
  resources: ['court-fines'],
  acls: [],
  resourceForms: { 'court-fines': { formId: 'court-fine-create', requiredFields: ['amount'] } },
};
const UNFILLED = {
  ruleId: 'unfilled-required-field',
  severity: 'warning' as const,
  path: '/components/0/submissionUrl',
  message: 'This screen writes court-fines records without "amount".',
};

vi.mock('./BuilderCanvas', () => ({
  BuilderCanvas: ({ onReady }: { onReady: (builder: unknown) => void }) => {
    useEffect(() => {
      onReady({ components: CANVAS, mark: () => [], openSettings: () => false, restore: async () => {} });
    }, [onReady]);
    return <div>canvas</div>;
  },
}));
vi.mock('./use-form-lock', () => ({ useFormLock: () => ({ status: 'mine' }) }));
vi.mock('../download-json', () => ({ downloadJson: vi.fn() }));
vi.mock('../../runtime/core/script-sandbox', () => ({ loadScriptSandbox: () => Promise.resolve() }));

const summary = (version: number, published: boolean) =>
  ({
    version,
    published,
    note: '',
    savedAt: '2026-01-01T00:00:00.000Z',
    savedBy: null,
  }) as unknown as FormVersionSummary;
const STALE = new ApiError(409, 'FORM_VERSION_CONFLICT', 'Version 3 was saved after version 2');

beforeEach(() => {
  vi.spyOn(builderApi, 'latestVersion').mockResolvedValue({
    ...summary(2, false),
    form: { id: 'fines', name: 'Fines', category: 'court-fines', components: [] },
  } as unknown as FormVersion);
  vi.spyOn(builderApi, 'listVersions').mockResolvedValue([summary(2, false), summary(1, true)]);
  vi.spyOn(builderApi, 'lint').mockResolvedValue([UNFILLED]);
  vi.spyOn(builderApi, 'lintCatalogue').mockResolvedValue(CATALOGUE);
});
afterEach(() => vi.restoreAllMocks());

function openBuilder() {
  const router = createMemoryRouter([{ path: '/forms/form-builder/:formId', element: <FormBuilderPage /> }], {
    initialEntries: ['/forms/form-builder/fines'],
  });
  render(<RouterProvider router={router} />);
}

async function expectCanvasOffered() {
  fireEvent.click(await screen.findByRole('button', { name: 'Download my changes' }));
  expect(downloadJson).toHaveBeenCalledWith(
    expect.objectContaining({ id: 'fines', components: CANVAS }),
    'fines-unsaved-changes.json',
  );
}

describe('the form builder, when the form changed on the server meanwhile', () => {
  it('refuses a publish of a version no longer the newest and offers the canvas', async () => {
    const publish = vi.spyOn(builderApi, 'publish').mockRejectedValue(STALE);
    openBuilder();
    await screen.findByText('canvas');
    const button = screen.getByRole('button', { name: 'Publish' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    await waitFor(() => expect(publish).toHaveBeenCalledWith('fines', 2, 2));
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^Not published: someone saved a newer version/,
    );
    await expectCanvasOffered();
  });

  it('offers the canvas when a save is refused', async () => {
    vi.spyOn(builderApi, 'saveDraft').mockRejectedValue(STALE);
    openBuilder();
    await screen.findByText('canvas');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Not saved: /);
    await expectCanvasOffered();
  });
});

const problemsPanel = () => screen.getByRole('region', { name: 'Problems' });
const title = () => screen.getByLabelText('Title');
const versionInfo = () => screen.getByLabelText('Version info').textContent;

describe('the form builder between saves', () => {
  it("keeps listing the server's warnings after an edit: the live lint has its catalogue", async () => {
    openBuilder();
    await within(problemsPanel()).findByText('0 errors, 1 warning');
    fireEvent.change(title(), { target: { value: 'Fines, renamed' } });
    // The live lint's own finding replaces the server's answer on opening.
    await waitFor(() =>
      expect(problemsPanel().textContent).toContain('"court-fine-create": it requires "amount"'),
    );
    expect(problemsPanel().textContent).toContain('0 errors, 1 warning');
    expect(problemsPanel().textContent).not.toContain('No problems found');
  });

  it('does not claim no problems while the catalogue is not in', async () => {
    vi.spyOn(builderApi, 'lintCatalogue').mockReturnValue(new Promise(() => undefined));
    vi.spyOn(builderApi, 'lint').mockResolvedValue([]);
    openBuilder();
    await within(problemsPanel()).findByText('No problems found.');
    fireEvent.change(title(), { target: { value: 'Fines, renamed' } });
    await within(problemsPanel()).findByRole('note');
    expect(problemsPanel().textContent).toContain('waiting for them to load');
    expect(problemsPanel().textContent).not.toContain('No problems found');
  });

  it('lists a refused setting beside the lint problems already listed', async () => {
    vi.spyOn(builderApi, 'saveDraft').mockRejectedValue(
      new ApiError(400, 'INVALID_FORM', 'The form definition is not valid', [
        { path: '/components/1/key', message: 'must match the pattern' },
      ]),
    );
    openBuilder();
    await within(problemsPanel()).findByText('0 errors, 1 warning');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^Not saved: the server refused 1 setting/,
    );
    expect(within(problemsPanel()).getByText('1 error, 1 warning')).toBeTruthy();
    expect(problemsPanel().textContent).toContain('must match the pattern');
    expect(problemsPanel().textContent).toContain('unfilled-required-field');
  });

  it("clears a save's outcome at the next edit", async () => {
    vi.spyOn(builderApi, 'saveDraft').mockResolvedValue({ version: summary(3, false), problems: [UNFILLED] });
    openBuilder();
    await screen.findByText('canvas');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved as draft version 3, with 0 lint errors and 1 warning listed under Problems.',
    );
    fireEvent.change(title(), { target: { value: 'Fines, renamed' } });
    expect(screen.queryByRole('status')).toBeNull();
    expect(versionInfo()).toContain('unsaved changes');
  });

  it('says a save of the form unchanged stored nothing, and keeps its note', async () => {
    vi.spyOn(builderApi, 'saveDraft').mockResolvedValue({
      version: summary(2, false),
      problems: [],
      unchanged: true,
    });
    openBuilder();
    await screen.findByText('canvas');
    fireEvent.change(screen.getByLabelText('Save note'), { target: { value: 'Checked again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Nothing to save: the form is as version 2 has it.',
    );
    expect(screen.getByLabelText('Save note')).toHaveProperty('value', 'Checked again');
  });

  it('has no unsaved changes once an edit is undone by hand', async () => {
    openBuilder();
    await screen.findByText('canvas');
    fireEvent.change(title(), { target: { value: 'Fines!' } });
    expect(versionInfo()).toContain('unsaved changes');
    fireEvent.change(title(), { target: { value: 'Fines' } });
    expect(versionInfo()).not.toContain('unsaved changes');
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', false);
  });
});
