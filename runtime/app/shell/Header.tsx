// The header (spec 000 §2): logo and title, zoom (A- / A+), the avatar drawn from the user's initials,
// display name and judiciary id, and the user menu: My Profile, Elevate Permission (privileged users),
// Refresh Profile, Request Access, the themes, and Sign Out.
import type { MenuItem as PrimeMenuItem } from 'primereact/menuitem';
import { TieredMenu } from 'primereact/tieredmenu';
import { useMemo, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../routes';
import { refreshProfile, signOut } from '../session/session-actions';
import { useSession } from '../session/session-store';
import { avatarDataUrl } from './avatar';
import { currentTheme, currentZoom, savePreferences, stepZoomPreference } from './preferences';
import { SIDEBAR_ID } from './Sidebar';
import { THEMES, ZOOM } from './themes';

function ElevationBadge({ until }: { until: string | undefined }) {
  if (!until) return null;
  const time = new Date(until).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <span className="ignite-header__elevated" title="Your permissions are elevated">
      <i className="pi pi-shield" aria-hidden="true" /> Elevated until {time}
    </span>
  );
}

interface HeaderProps {
  sidebarOpen: boolean;
  onToggleSidebar(): void;
  /** The menu button, which gets the focus back when the off-canvas sidebar is closed with Escape. */
  toggleRef?: RefObject<HTMLButtonElement | null>;
}

export function Header({ sidebarOpen, onToggleSidebar, toggleRef }: HeaderProps) {
  const navigate = useNavigate();
  const profile = useSession((state) => state.profile);
  const identity = useSession((state) => state.identity);
  const menu = useRef<TieredMenu>(null);
  const theme = currentTheme(identity?.preferences);
  const zoom = currentZoom(identity?.preferences);
  const avatar = useMemo(
    () => avatarDataUrl(profile?.firstName, profile?.lastName),
    [profile?.firstName, profile?.lastName],
  );

  const items: PrimeMenuItem[] = [
    { label: 'My Profile', icon: 'pi pi-user', command: () => navigate(ROUTES.myProfile) },
    ...(identity?.privileged
      ? [{ label: 'Elevate Permission', icon: 'pi pi-shield', command: () => navigate(ROUTES.otpValidation) }]
      : []),
    { label: 'Refresh Profile', icon: 'pi pi-refresh', command: () => void refreshProfile() },
    { label: 'Request Access', icon: 'pi pi-key', command: () => navigate(ROUTES.requestAccess) },
    { separator: true },
    {
      label: 'Themes',
      icon: 'pi pi-palette',
      items: THEMES.map((item) => ({
        label: item.title,
        className: item.id === theme.id ? 'is-current-theme' : undefined,
        icon: <span className="ignite-swatch" style={{ background: item.primary }} aria-hidden="true" />,
        command: () => void savePreferences({ theme: item.id }),
      })),
    },
    { separator: true },
    { label: 'Sign Out', icon: 'pi pi-sign-out', command: () => signOut() },
  ];

  return (
    <header className="ignite-header">
      <button
        type="button"
        ref={toggleRef}
        className="btn btn-link ignite-header__toggle"
        onClick={onToggleSidebar}
        aria-label="Toggle menu"
        aria-expanded={sidebarOpen}
        aria-controls={SIDEBAR_ID}
      >
        <i className="pi pi-bars" aria-hidden="true" />
      </button>
      <img src="/assets/logo.svg" alt="Logo" className="ignite-header__logo" />
      <span className="ignite-header__title">Integrated Finance Administration System</span>
      <div className="ignite-header__tools">
        {/* Each button's name starts with what it shows, for those who name it to speech control. */}
        <div className="ignite-zoom" role="group" aria-label="Zoom">
          <button
            type="button"
            className="ignite-zoom__button"
            aria-label="A-, zoom out"
            disabled={zoom <= ZOOM.min}
            onClick={() => void stepZoomPreference(-1)}
          >
            A-
          </button>
          <span className="ignite-zoom__value" aria-live="polite">
            {Math.round(zoom * 100)}%
          </span>
          <button
            type="button"
            className="ignite-zoom__button"
            aria-label="A+, zoom in"
            disabled={zoom >= ZOOM.max}
            onClick={() => void stepZoomPreference(1)}
          >
            A+
          </button>
        </div>
        <ElevationBadge until={identity?.elevatedUntil} />
        {profile && (
          // The avatar and the names open the menu on a click as well; the keyboard and screen readers
          // have the button, whose name is not the user's (a button named "Arun Approver…" would be
          // found by "Approve").
          <div className="ignite-header__user" onClick={(event) => menu.current?.toggle(event)}>
            <img src={avatar} alt="" width={36} height={36} className="ignite-header__avatar-image" />
            <span className="ignite-header__names">
              <span className="ignite-header__name">{profile.displayName}</span>{' '}
              <span className="ignite-header__id">{profile.judiciaryId}</span>
            </span>
            <button
              type="button"
              className="ignite-header__menu-button"
              aria-label="User menu"
              aria-haspopup="menu"
            >
              <i className="pi pi-angle-down" aria-hidden="true" />
            </button>
          </div>
        )}
        <TieredMenu model={items} popup ref={menu} className="ignite-user-menu" breakpoint="600px" />
      </div>
    </header>
  );
}
