// Below this width the content needs the whole window: with the docked sidebar (16rem) the builder's
// palette wraps its labels and a list's columns run off the page. Narrower windows get the sidebar as an
// off-canvas drawer instead (Bootstrap's xl breakpoint).
import { useSyncExternalStore } from 'react';

export const NARROW_LAYOUT_QUERY = '(max-width: 1199.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW_LAYOUT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(NARROW_LAYOUT_QUERY).matches;

/** Whether the window is narrower than the docked sidebar leaves the content room for; follows resizes. */
export function useNarrowLayout(): boolean {
  return useSyncExternalStore(subscribe, isNarrow);
}
