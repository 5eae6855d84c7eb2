// The landing layout: header, collapsible sidebar (an off-canvas drawer in narrow windows), breadcrumbs,
// content and footer; the idle watcher and the lock screen over it all. The portal stays mounted while
// locked, so forms keep what was typed.
import { useEffect, useRef } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { ROUTES } from '../routes';
import { refreshIdentity } from '../session/identity';
import { IdleWatcher } from '../session/IdleWatcher';
import { LockScreen } from '../session/LockScreen';
import { SessionGuards } from '../session/SessionGuards';
import { isLocked, useSession } from '../session/session-store';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { reloadMenu } from './menu';
import { currentZoom } from './preferences';
import { useShell } from './shell-store';
import { Sidebar } from './Sidebar';
import { useDrawerDismissal } from './use-drawer-dismissal';
import { useSidebar } from './use-sidebar';

/** The sidebar of a user without roles collapses this long after the portal starts (spec 000 §9). */
export const SIDEBAR_TOGGLE_DELAY_MS = 500;

export function Shell() {
  const navigate = useNavigate();
  const locked = useSession(isLocked);
  const zoom = useSession((state) => currentZoom(state.identity?.preferences));
  const sidebar = useSidebar();
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerOpen = sidebar.offCanvas && sidebar.open;
  useDrawerDismissal(drawerOpen, sidebarRef, toggleRef, sidebar.closeDrawer);

  const { collapseDocked } = sidebar;
  useEffect(() => {
    const identity = useSession.getState().identity;
    if (!identity || identity.roles.length > 0) return;
    const timer = setTimeout(collapseDocked, SIDEBAR_TOGGLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [collapseDocked]);

  // The server names an elevation only while it lasts: fetch the identity (and menu) again when it ends.
  const elevatedUntil = useSession((state) => state.identity?.elevatedUntil);
  useEffect(() => {
    if (!elevatedUntil) return;
    const timer = setTimeout(
      () => {
        refreshIdentity({ quiet: true })
          .then(() => reloadMenu())
          .catch((error: unknown) => console.warn('Identity refresh failed', error));
      },
      Math.max(0, new Date(elevatedUntil).getTime() - Date.now()) + 1000,
    );
    return () => clearTimeout(timer);
  }, [elevatedUntil]);

  // After a reload the stored identity is shown at once and fetched again quietly (acls, preferences).
  useEffect(() => {
    const { token } = useSession.getState();
    if (token && !useShell.getState().identityFresh)
      refreshIdentity({ quiet: true }).catch((error: unknown) =>
        console.warn('Identity refresh failed', error),
      );
  }, []);

  return (
    <>
      <div className="ignite-shell" inert={locked}>
        <Header sidebarOpen={sidebar.open} onToggleSidebar={sidebar.toggle} toggleRef={toggleRef} />
        <div className="ignite-shell__body">
          <Sidebar
            ref={sidebarRef}
            open={sidebar.open}
            offCanvas={sidebar.offCanvas}
            onNavigate={sidebar.closeDrawer}
          />
          {/* The open drawer covers the content: keyboard and screen readers stay with the menu. */}
          {drawerOpen && <div className="ignite-sidebar-backdrop" aria-hidden="true" />}
          <main className="ignite-content" style={{ zoom }} inert={drawerOpen}>
            <Breadcrumbs />
            <Outlet />
          </main>
        </div>
        <Footer inert={drawerOpen} />
      </div>
      {locked ? (
        <LockScreen onUnlocked={() => undefined} onSignInAgain={() => navigate(ROUTES.login)} />
      ) : (
        <IdleWatcher />
      )}
      <SessionGuards />
    </>
  );
}
