// Retiring: what uses the form is told first (a form nothing uses is deleted for good, and the question
// says "Delete"), the portal's own popup screens are not offered, and a refusal is shown in the dialog.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormSummary } from '../../schemas/form-versions';
import { builderApi } from '../builder-api';
import { RetireDialog } from './RetireDialog';

const summary = (id: string): FormSummary => ({
  id,
  name: id,
  category: 'popups',
  public: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: null,
  lockedBy: null,
  publishedVersion: 1,
  latestVersion: 1,
  retiredAt: null,
});

const NOTHING = { resources: [], menu: [], forms: [] };

beforeEach(() => {
  vi.spyOn(builderApi, 'formUses').mockResolvedValue({ builtIn: false, usedBy: NOTHING });
});
afterEach(() => vi.restoreAllMocks());

describe('the retire dialog', () => {
  it('does not offer to retire a popup screen the portal opens by itself', () => {
    const retire = vi.spyOn(builderApi, 'retireForm');
    render(<RetireDialog form={summary('confirmation-popup')} onClose={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain('confirmation-popup cannot be retired');
    expect(screen.queryByRole('button', { name: 'Retire' })).toBeNull();
    expect(retire).not.toHaveBeenCalled();
  });

  it('tells what uses the form before it is retired, or that it is deleted for good', async () => {
    vi.spyOn(builderApi, 'formUses').mockResolvedValue({
      builtIn: false,
      usedBy: { resources: [], menu: [{ label: 'Fines', routerLink: '/app/fines/x' }], forms: ['opener'] },
    });
    render(<RetireDialog form={summary('x')} onClose={() => undefined} />);
    expect(await screen.findByText('Form opener')).toBeTruthy();
    expect(screen.getByText('Menu entry Fines (/app/fines/x)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retire' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    cleanup();

    vi.spyOn(builderApi, 'formUses').mockResolvedValue({ builtIn: false, usedBy: NOTHING });
    const retire = vi
      .spyOn(builderApi, 'retireForm')
      .mockResolvedValue({ outcome: 'deleted', usedBy: NOTHING });
    render(<RetireDialog form={summary('y')} onClose={() => undefined} />);
    const remove = await screen.findByRole('button', { name: 'Delete' });
    expect(remove.className).toContain('p-button-danger');
    expect(screen.queryByRole('button', { name: 'Retire' })).toBeNull();
    expect(screen.getByRole('dialog').textContent).toContain(
      'Nothing uses y, so it is not retired but deleted for good: the form and all its versions, the published version 1 too (the portal stops serving it). It cannot be restored.',
    );
    fireEvent.click(remove);
    expect((await screen.findByRole('status')).textContent).toBe('y was deleted: nothing used it.');
    expect(retire).toHaveBeenCalledWith('y');
  });

  it("shows the server's refusal", async () => {
    vi.spyOn(builderApi, 'retireForm').mockRejectedValue(
      new Error('"x" cannot be retired. Forms that open it too: y.'),
    );
    vi.spyOn(builderApi, 'formUses').mockRejectedValue(new Error('offline'));
    render(<RetireDialog form={summary('x')} onClose={() => undefined} />);
    // Not offered until what uses the form is told, or could not be.
    const button = screen.getByRole('button', { name: 'Retire' });
    expect(button).toHaveProperty('disabled', true);
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toContain('Forms that open it too: y.');
  });
});
