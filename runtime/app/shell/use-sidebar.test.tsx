import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NARROW_LAYOUT_QUERY } from './narrow-layout';
import { useSidebar } from './use-sidebar';

/** A window whose width can be changed under the hook: answers a function that resizes it. */
function windowOfWidth(narrow: boolean) {
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === NARROW_LAYOUT_QUERY && narrow;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (nowNarrow: boolean) =>
    act(() => {
      narrow = nowNarrow;
      for (const listener of listeners) listener();
    });
}

afterEach(() => vi.unstubAllGlobals());

describe('useSidebar', () => {
  it('docks the sidebar open in a wide window; the menu button collapses and reopens it', () => {
    windowOfWidth(false);
    const { result } = renderHook(() => useSidebar());
    expect(result.current).toMatchObject({ offCanvas: false, open: true });
    act(() => result.current.toggle());
    expect(result.current.open).toBe(false);
    act(() => result.current.closeDrawer());
    expect(result.current.open).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
  });

  it('keeps the drawer of a narrow window closed until the menu button opens it', () => {
    windowOfWidth(true);
    const { result } = renderHook(() => useSidebar());
    expect(result.current).toMatchObject({ offCanvas: true, open: false });
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    act(() => result.current.closeDrawer());
    expect(result.current.open).toBe(false);
    // Collapsing the docked sidebar (a user without roles) does not touch the drawer.
    act(() => result.current.collapseDocked());
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
  });

  it('follows the window across the breakpoint, the drawer closed again when it narrows', () => {
    const resize = windowOfWidth(true);
    const { result } = renderHook(() => useSidebar());
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    resize(false);
    expect(result.current).toMatchObject({ offCanvas: false, open: true });
    resize(true);
    expect(result.current).toMatchObject({ offCanvas: true, open: false });
  });
});
