// Breadcrumbs (spec 000 §2): derived from the menu tree by matching the current URL to each item's
// routerLink (the longest match wins; a record id after a screen's link still matches), after Home. A
// screen no menu item links to (an edit or view screen opened from a list) gets the menu group of the
// screens beside it (same /app/{slug}/), or that item itself at the top of the menu, so that the user still
// sees where they are.
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
  const group = groupOfSection(menu, pathname);
  if (group.length > 0) return group;
  const title = PAGE_TITLES[pathname];
  return title ? [{ label: title, routerLink: pathname }] : [];
}

/**
 * The menu groups above the first item linking into the same /app/{slug}/ section as the path; an item at the
 * top of the menu has no group, and stands for its section itself (a workflow item: Home > Worklist).
 */
function groupOfSection(menu: readonly MenuItem[], pathname: string): Crumb[] {
  const section = /^\/app\/[^/]+\//.exec(pathname)?.[0];
  if (!section) return [];
  const find = (items: readonly MenuItem[], groups: Crumb[]): Crumb[] | undefined => {
    for (const item of items) {
      if (item.routerLink?.startsWith(section))
        return groups.length > 0 ? groups : [{ label: item.label, routerLink: item.routerLink }];
      const inner = item.items && find(item.items, [...groups, { label: item.label }]);
      if (inner) return inner;
    }
    return undefined;
  };
  return find(menu, []) ?? [];
}
