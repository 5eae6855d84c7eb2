import { useSession } from '../session/session-store';

function initials(first: string | undefined, last: string | undefined): string {
  return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase() || '?';
}

export function Header({ onToggleSidebar }: { onToggleSidebar(): void }) {
  const profile = useSession((state) => state.profile);
  return (
    <header className="ignite-header">
      <button
        type="button"
        className="btn btn-link ignite-header__toggle"
        onClick={onToggleSidebar}
        aria-label="Toggle menu"
      >
        <i className="pi pi-bars" />
      </button>
      <img src="/assets/logo.svg" alt="" className="ignite-header__logo" />
      <span className="ignite-header__title">Integrated Finance Administration System</span>
      {profile && (
        <div className="ignite-header__user">
          <span className="ignite-header__avatar" aria-hidden="true">
            {initials(profile.firstName, profile.lastName)}
          </span>
          <span className="ignite-header__names">
            <span className="ignite-header__name">{profile.displayName}</span>
            <span className="ignite-header__id">{profile.judiciaryId}</span>
          </span>
        </div>
      )}
    </header>
  );
}
