// A save or a publish refused because a colleague saved a newer version meanwhile (409) offers the canvas
// as a file, so the designer's edits are never stranded; the publish names the newest version it knows.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../runtime/core/http';
import type { FormVersion, FormVersionSummary } from '../../schemas/form-versions';
import { builderApi } from '../builder-api';
import { downloadJson } from '../download-json';
import { FormBuilderPage } from './FormBuilderPage';

const CANVAS = [{ type: 'textfield', key: 'title', label: 'Edited here' }];

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
  vi.spyOn(builderApi, 'lint').mockResolvedValue([]);
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
