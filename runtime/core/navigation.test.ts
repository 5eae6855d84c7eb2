import { describe, expect, it, vi } from 'vitest';
import { inAppAddress, navigateWithRules, type NavigationServices } from './navigation';

function services(): NavigationServices & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    closeAllPopups: vi.fn(() => calls.push('close')),
    showInformation: vi.fn((message: string) => {
      calls.push(`info:${message}`);
    }),
    navigateInApp: vi.fn((url: string) => calls.push(`app:${url}`)),
    navigateBrowser: vi.fn((url: string) => calls.push(`browser:${url}`)),
  };
}

describe('navigateWithRules', () => {
  it('closes dialogs first, then navigates in the app with the URL filled from the data', async () => {
    const s = services();
    expect(
      await navigateWithRules(
        { url: '/app/court-fines/court-fine-view/{{ data.id }}', scope: { data: { id: 9 } } },
        s,
      ),
    ).toBe(true);
    expect(s.calls).toEqual(['close', 'app:/app/court-fines/court-fine-view/9']);
  });

  it('lets an evaluated URL win when not empty', async () => {
    const s = services();
    await navigateWithRules({ url: '/a', evaluatedUrl: '/b' }, s);
    await navigateWithRules({ url: '/a', evaluatedUrl: '  ' }, s);
    expect(s.calls.filter((c) => c.startsWith('app:'))).toEqual(['app:/b', 'app:/a']);
  });

  it('shows the message and stays when the state cancels navigation', async () => {
    const s = services();
    expect(
      await navigateWithRules({ url: '/a', state: { action: 'cancelNavigation', message: 'Save first' } }, s),
    ).toBe(false);
    expect(s.calls).toEqual(['close', 'info:Save first']);
  });

  it('changes the browser location when asked, carrying the state as query parameters', async () => {
    const s = services();
    await navigateWithRules({ url: '/app/x/y', viaBrowser: true, state: { id: 3 } }, s);
    expect(s.calls).toEqual(['close', 'browser:/app/x/y?stateToPropagate.id=3']);
  });
});

describe('inAppAddress', () => {
  it("prefixes '/app/' unless present", () => {
    expect(inAppAddress('court-fines/court-fine-view/3')).toBe('/app/court-fines/court-fine-view/3');
    expect(inAppAddress('/app/a/b')).toBe('/app/a/b');
  });
});
