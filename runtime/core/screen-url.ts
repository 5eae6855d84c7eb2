// The form a portal address opens as a screen: /app/<category>/<form id>[/<record id>], and the public
// areas' /public|guest|general/<category>/<form id>[/<record id>] (the routes of spec 000 §2). The app's
// own pages (My Profile, the workflow item, the lock screen, …) are matched before the screen routes, so
// their addresses open no form.

/** Pages the router matches before its screen routes (runtime/app/App.tsx), as area/category/name. */
const APP_PAGES = [
  'app/access-denied/landing-no-access',
  'app/pages/privacy-statement',
  'app/pages/terms-and-conditions',
  'app/users/my-profile',
  'app/users/otp-validation',
  'app/ifas/request-access',
  'app/saml/inactive-user',
  'public/users/screen-lock',
];
/** /app pages whose third segment is a parameter, not a record id. */
const APP_PAGE_PREFIXES = ['app/worklist/workflow-item', 'app/documents/download'];

const SCREEN_AREAS = new Set(['app', 'public', 'guest', 'general']);

/**
 * The form id an in-app address opens, or undefined: another site's address, a page of the app's own,
 * or a form id filled in at run time (`/app/x/{{ data.screen }}`). A record id may be a template.
 */
export function screenFormIdOfUrl(url: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url.trim())) return undefined;
  const segments = url
    .trim()
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean);
  const [area, category, formId, ...rest] = segments;
  if (!area || !category || !formId || rest.length > 1 || !SCREEN_AREAS.has(area)) return undefined;
  if (formId.includes('{{') || category.includes('{{')) return undefined;
  const page = `${area}/${category}/${formId}`;
  if (APP_PAGES.includes(page) || APP_PAGE_PREFIXES.includes(page)) return undefined;
  return formId;
}
