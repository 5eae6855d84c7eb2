// The no-permission page: where a user without roles lands (spec 000 §4, §6).
import { Link } from 'react-router-dom';
import { ROUTES } from '../routes';

export function NoPermissionPage() {
  return (
    <section className="ignite-screen text-center ignite-no-permission">
      <i className="pi pi-lock ignite-no-permission__icon" aria-hidden="true" />
      <h1 className="h4">No permissions yet</h1>
      <p className="text-muted">
        Your account has no roles in this portal. Ask your administrator for access.
      </p>
      <Link className="btn btn-outline-primary" to={ROUTES.requestAccess}>
        Request Access
      </Link>
    </section>
  );
}
