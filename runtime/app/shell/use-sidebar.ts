// Whether the sidebar shows. Wide windows dock it, open until the menu button collapses it; narrow
// windows (narrow-layout.ts) lay it over the content as a drawer, closed until the menu button opens it.
// The two states are kept apart: collapsing the docked sidebar says nothing about the drawer.
import { useCallback, useState } from 'react';
import { useNarrowLayout } from './narrow-layout';

export interface SidebarState {
  /** The sidebar is an off-canvas drawer over the content (narrow windows). */
  offCanvas: boolean;
  open: boolean;
  toggle(): void;
  /** Closes the drawer; the docked sidebar stays as it is. */
  closeDrawer(): void;
  /** Collapses the docked sidebar (a user without roles, spec 000 §9). */
  collapseDocked(): void;
}

export function useSidebar(): SidebarState {
  const offCanvas = useNarrowLayout();
  const [dockedCollapsed, setDockedCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A drawer left open while the window widened does not come back open when it narrows again.
  const [drawerLayout, setDrawerLayout] = useState(offCanvas);
  if (drawerLayout !== offCanvas) {
    setDrawerLayout(offCanvas);
    setDrawerOpen(false);
  }

  const toggle = useCallback(
    () => (offCanvas ? setDrawerOpen((open) => !open) : setDockedCollapsed((collapsed) => !collapsed)),
    [offCanvas],
  );
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const collapseDocked = useCallback(() => setDockedCollapsed(true), []);
  return { offCanvas, open: offCanvas ? drawerOpen : !dockedCollapsed, toggle, closeDrawer, collapseDocked };
}
