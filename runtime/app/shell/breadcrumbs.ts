// Breadcrumbs (spec 000 §2): derived from the menu tree by matching the current URL to each item's
// routerLink (the longest match wins; a record id after a screen's link still matches), after Home.
import type { MenuItem } from '../../../schemas/api';
import { ROUTES } from '../routes';

export interface Crumb {
  label: string;
  routerLink?: string;
}

/** Pages outside the menu, by path. */
export const PAGE_TITLES: Record<string, string> = {
  [ROUTES.myProfile]: 'My Profile',
  [ROUTES.otpValidation]: 'Elevate Permission',
  [ROUTES.requestAccess]: 'Request Access',
  [ROUTES.privacyStatement]: 'Privacy Statement',
  [ROUTES.termsAndConditions]: 'Terms of Use',
  [ROUTES.noPermission]: 'No Permission',
};

const matches = (link: string, pathname: string) => pathname === link || pathname.startsWith(`${link}/`);

export function breadcrumbTrail(menu: readonly MenuItem[], pathname: string): Crumb[] {
  let best: Crumb[] = [];
  let bestLength = -1;
  const walk = (items: readonly MenuItem[], trail: Crumb[]) => {
    for (const item of items) {
      const here = [
        ...trail,
        { label: item.label, ...(item.routerLink ? { routerLink: item.routerLink } : {}) },
      ];
      if (item.routerLink && matches(item.routerLink, pathname) && item.routerLink.length > bestLength) {
        best = here;
        bestLength = item.routerLink.length;
      }
      if (item.items) walk(item.items, here);
    }
  };
  walk(menu, []);
  if (best.length > 0) return best;
  const title = PAGE_TITLES[pathname];
  return title ? [{ label: title, routerLink: pathname }] : [];
}
