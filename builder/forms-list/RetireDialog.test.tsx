// Retiring: what uses the form is told first, the portal's own popup screens are not offered, and a
// refusal is shown in the dialog.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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

  it('tells what uses the form before it is retired, or that retiring deletes it', async () => {
    vi.spyOn(builderApi, 'formUses').mockResolvedValue({
      builtIn: false,
      usedBy: { resources: [], menu: [{ label: 'Fines', routerLink: '/app/fines/x' }], forms: ['opener'] },
    });
    render(<RetireDialog form={summary('x')} onClose={() => undefined} />);
    expect(await screen.findByText('Form opener')).toBeTruthy();
    expect(screen.getByText('Menu entry Fines (/app/fines/x)')).toBeTruthy();
    cleanup();

    vi.spyOn(builderApi, 'formUses').mockResolvedValue({ builtIn: false, usedBy: NOTHING });
    render(<RetireDialog form={summary('y')} onClose={() => undefined} />);
    expect(await screen.findByText('Nothing uses y: retiring deletes it with its versions.')).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    vi.spyOn(builderApi, 'retireForm').mockRejectedValue(
      new Error('"x" cannot be retired. Forms that open it too: y.'),
    );
    render(<RetireDialog form={summary('x')} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retire' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Forms that open it too: y.');
  });
});
