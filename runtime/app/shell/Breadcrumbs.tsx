// Breadcrumbs under the header: Home, then the menu trail of the current page.
import { BreadCrumb } from 'primereact/breadcrumb';
import type { MenuItem as PrimeMenuItem } from 'primereact/menuitem';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '../routes';
import { breadcrumbTrail } from './breadcrumbs';
import { useShell } from './shell-store';

/**
 * The chevron between two crumbs: PrimeReact draws it as an item of the list with the role separator, which
 * a list may not hold. A plain item hidden from screen readers, which count only the crumbs.
 */
const SEPARATOR = { role: undefined, 'aria-hidden': true } as const;

export function Breadcrumbs() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menu = useShell((state) => state.menu);
  const trail = breadcrumbTrail(menu, pathname);
  const link = (to: string | undefined, last: boolean) =>
    to && !last
      ? {
          url: to,
          command: ({ originalEvent }: { originalEvent: React.SyntheticEvent }) => {
            originalEvent.preventDefault();
            navigate(to);
          },
        }
      : {};
  const home: PrimeMenuItem = { icon: 'pi pi-home', label: 'Home', ...link(ROUTES.landing, false) };
  const model: PrimeMenuItem[] = trail.map((crumb, index) => ({
    label: crumb.label,
    className: index === trail.length - 1 ? 'is-current' : undefined,
    ...link(crumb.routerLink, index === trail.length - 1),
  }));
  return (
    <BreadCrumb
      home={home}
      model={model}
      className="ignite-breadcrumbs"
      aria-label="Breadcrumb"
      pt={{ separator: SEPARATOR }}
    />
  );
}
