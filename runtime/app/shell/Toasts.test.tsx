import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showToast, TOAST_LIFE_MS } from './toast';
import { Toasts } from './Toasts';

/** A script, and a box that would lay itself over the whole screen. */
const COVERING_HTML =
  '<b>bold</b><img src=x onerror="alert(1)"><span style="position:fixed;inset:0">cover</span>';

describe('toasts', () => {
  it('show sanitised HTML with a close button, and no duplicates while one shows', async () => {
    const { container, unmount } = render(<Toasts />);
    act(() => {
      expect(
        showToast({
          severity: 'warn',
          summary: 'Careful',
          html: COVERING_HTML,
        }),
      ).toBe(true);
      expect(
        showToast({
          severity: 'warn',
          summary: 'Careful',
          html: COVERING_HTML,
        }),
      ).toBe(false);
    });
    await screen.findByText('bold');
    expect(document.querySelectorAll('.p-toast-message')).toHaveLength(1);
    const html = document.querySelector('.ignite-toast__html')!.innerHTML;
    expect(html).toContain('<b>bold</b>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('position');
    expect(document.querySelector('.p-toast-icon-close')).not.toBeNull();
    expect(document.querySelector('.p-toast-top-right')).not.toBeNull();
    expect(TOAST_LIFE_MS).toBe(1000);
    unmount();
    expect(container.innerHTML).toBe('');
  });

  it('shows the same toast again once the first one has gone', () => {
    const start = 1_000_000;
    expect(showToast({ summary: 'Again' }, start)).toBe(false);
    expect(showToast({ summary: 'Again' }, start + 500)).toBe(false);
    render(<Toasts />);
    expect(showToast({ summary: 'Again' }, start + TOAST_LIFE_MS + 1)).toBe(true);
  });
});
