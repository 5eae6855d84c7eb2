// The sidebar: a collapsible, multi-expand panel menu built from /api/iam/menu (already filtered by acls
// and, for builder items, by host). The item of the current page is marked. Docked beside the content in
// wide windows, an off-canvas drawer over it in narrow ones (use-sidebar.ts).
import { PanelMenu } from 'primereact/panelmenu';
import type { MenuItem as PrimeMenuItem } from 'primereact/menuitem';
import { useEffect, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuItem } from '../../../schemas/api';
import { useSession } from '../session/session-store';
import { reloadMenu } from './menu';
import { useShell } from './shell-store';

const isCurrent = (link: string | undefined, pathname: string) =>
  Boolean(link) && (pathname === link || pathname.startsWith(`${link}/`));

export function toPanelMenu(items: MenuItem[], go: (link: string) => void, pathname = ''): PrimeMenuItem[] {
  return items.map((item) => ({
    label: item.label,
    icon: item.icon,
    expanded: item.expanded,
    className: isCurrent(item.routerLink, pathname) ? 'is-current' : undefined,
    items: item.items?.length ? toPanelMenu(item.items, go, pathname) : undefined,
    command: item.routerLink ? () => go(item.routerLink!) : undefined,
    data: { routerLink: item.routerLink },
  }));
}

/**
 * A group's header is the button (focusable, opening on Enter or a click); PrimeReact's link inside it
 * (href "#", tabindex -1) would be a second, nested control: without them it is just the header's content.
 */
const HEADER_ACTION = { href: undefined, tabIndex: undefined };

/** The sidebar's element id, named by the menu button's aria-controls. */
export const SIDEBAR_ID = 'ignite-sidebar';

interface SidebarProps {
  open: boolean;
  offCanvas: boolean;
  ref?: RefObject<HTMLElement | null>;
  /** Called after a menu item's link is followed (the drawer closes then). */
  onNavigate?(): void;
}

export function Sidebar({ open, offCanvas, ref, onNavigate }: SidebarProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menu = useShell((state) => state.menu);
  const failed = useShell((state) => state.menuFailed);
  const token = useSession((state) => state.token);
  const follow = (link: string) => {
    navigate(link);
    onNavigate?.();
  };

  // Reloaded when the token changes: an elevation or a new sign-in changes what the menu holds.
  useEffect(() => {
    if (token) void reloadMenu();
  }, [token]);

  return (
    <nav
      id={SIDEBAR_ID}
      ref={ref}
      className={`ignite-sidebar${offCanvas ? ' is-off-canvas' : ''}${open ? '' : ' is-collapsed'}`}
      aria-label="Main menu"
      aria-hidden={!open}
    >
      {failed ? (
        <p className="text-danger small p-3">The menu could not be loaded.</p>
      ) : (
        <PanelMenu
          model={toPanelMenu(menu, follow, pathname)}
          multiple
          pt={{ headerAction: HEADER_ACTION }}
        />
      )}
    </nav>
  );
}
