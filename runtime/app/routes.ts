// Paths the app navigates to by name (spec 000 §2).
export const ROUTES = {
  login: '/auth/login',
  dbLogin: '/auth/db-login',
  authCallback: '/auth/saml/callback',
  accessDenied: '/auth/access-denied',
  noPermission: '/app/access-denied/landing-no-access',
  landing: '/app/worklist/my-workflow-items',
  screenLock: '/public/users/screen-lock',
  inactiveUser: '/app/saml/inactive-user',
  myProfile: '/app/users/my-profile',
  otpValidation: '/app/users/otp-validation',
  requestAccess: '/app/ifas/request-access',
  privacyStatement: '/app/pages/privacy-statement',
  termsAndConditions: '/app/pages/terms-and-conditions',
  myDashboard: '/app/my-dashboard',
  /** The builder's forms list, where /forms itself leads. */
  formsList: '/forms/form-builder',
  notFound: '/not-found',
} as const;

/** Paths never stored as the redirect target after sign-in (spec 000 §9). */
export const REDIRECT_IGNORED_PATHS = ['/login', ROUTES.screenLock];

export function isRedirectIgnored(pathname: string): boolean {
  return (
    pathname.startsWith('/auth/') ||
    pathname === ROUTES.inactiveUser ||
    REDIRECT_IGNORED_PATHS.some((path) => pathname === path || pathname.endsWith(path))
  );
}
