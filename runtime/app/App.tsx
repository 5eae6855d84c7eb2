// The portal's routes (spec 000 §2) and what lives beside them: toasts, the loading overlay, the body
// classes of the user (spec 000 §4) and the user's theme.
import { useEffect } from 'react';
import {
  createBrowserRouter,
  Navigate,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { DASHBOARD_FORM_ID } from '../core/form-references';
import type * as AuthAreaModule from './auth/auth-area';
import { RequireAuth } from './auth/RequireAuth';
import { BuilderGate } from './BuilderGate';
import type * as PortalPagesModule from './pages/portal-pages';
import { MessagePage } from './pages/MessagePage';
import { ROUTES } from './routes';
import { prefetchScreenForm, screenChanged } from './screens/screen-prefetch';
import { setNavigator } from './services';
import { loadAuthConfig } from './session/auth-config';
import { applyBodyClasses } from './session/body-classes';
import { useSession } from './session/session-store';
import { LoadingOverlay } from './shell/LoadingOverlay';
import { currentTheme } from './shell/preferences';
import { applyTheme } from './shell/themes';
import { Toasts } from './shell/Toasts';

type AuthArea = typeof AuthAreaModule;
type PortalPages = typeof PortalPagesModule;

/** The authentication area is one lazily loaded chunk (spec 000 §2: auth/*). */
const auth = (name: keyof AuthArea) => async () => ({ Component: (await import('./auth/auth-area'))[name] });
const page = (name: keyof PortalPages) => async () => ({
  Component: (await import('./pages/portal-pages'))[name],
});
const publicPage = async () => ({ Component: (await import('./pages/PublicFormPage')).PublicFormPage });

/** The shell (header, menu, session guards) around the signed-in pages: not part of the sign-in page. */
const shell = async () => {
  const { Shell } = await import('./shell/Shell');
  return {
    element: (
      <RequireAuth>
        <Shell />
      </RequireAuth>
    ),
  };
};
/** Screens (Form.io and the custom components behind them) load with the first screen shown. */
const screen = async () => ({
  Component: (await import('./screens/FormRendererScreen')).FormRendererRoute,
});
/** A configured form under a fixed form id (the analytics screen is a form). */
const fixedForm = (formId: string) => async () => {
  const { FixedFormRoute } = await import('./screens/FixedFormRoute');
  return { element: <FixedFormRoute formId={formId} /> };
};

/** Single-column form routes without the guard; a fifth path segment is the record id. */
const publicRoutes: RouteObject[] = ['public', 'guest', 'general'].map((area) => ({
  path: `/${area}/:slug/:formId/:id?`,
  lazy: publicPage,
}));

/** /login, a redirect-ignored path of spec 000 §9, leads to the sign-in page with its query (?dblogin). */
function LoginAlias() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: ROUTES.login, search }} replace />;
}

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={ROUTES.landing} replace /> },
  { path: '/login', element: <LoginAlias /> },
  {
    path: '/auth',
    children: [
      { index: true, element: <Navigate to={ROUTES.login} replace /> },
      { path: 'login', lazy: auth('LoginPage') },
      { path: 'db-login', lazy: auth('LoginPage') },
      { path: 'saml/callback', lazy: auth('AuthCallbackPage') },
      { path: 'access-denied', lazy: auth('AccessDeniedPage') },
      { path: '*', element: <Navigate to={ROUTES.notFound} replace /> },
    ],
  },
  // Exempt from the guard (spec 000 §2): the lock screen and the inactive-user page.
  {
    path: ROUTES.screenLock,
    lazy: async () => ({ Component: (await import('./pages/LockScreenPage')).LockScreenPage }),
  },
  {
    path: ROUTES.inactiveUser,
    lazy: async () => ({ Component: (await import('./pages/InactiveUserPage')).InactiveUserPage }),
  },
  ...publicRoutes,
  {
    path: '/preview/:formId/:id?',
    lazy: async () => (await import('./preview/PreviewScreen')).previewRoute(),
  },
  {
    path: '/app',
    lazy: shell,
    children: [
      { index: true, element: <Navigate to={ROUTES.landing} replace /> },
      { path: 'access-denied/landing-no-access', lazy: page('NoPermissionPage') },
      { path: 'pages/privacy-statement', lazy: page('PrivacyStatementPage') },
      { path: 'pages/terms-and-conditions', lazy: page('TermsPage') },
      { path: 'users/my-profile', lazy: page('ProfilePage') },
      { path: 'users/otp-validation', lazy: page('OtpValidationPage') },
      { path: 'ifas/request-access', lazy: page('RequestAccessPage') },
      { path: 'my-dashboard', lazy: fixedForm(DASHBOARD_FORM_ID) },
      {
        path: 'worklist/workflow-item/:itemId',
        lazy: async () => ({ Component: (await import('./workflow/WorkflowItemScreen')).WorkflowItemRoute }),
      },
      {
        path: 'documents/download/:id',
        lazy: async () => ({
          Component: (await import('./pages/DocumentDownloadPage')).DocumentDownloadPage,
        }),
      },
      {
        path: ':slug/:formId/:id?',
        lazy: screen,
        loader: prefetchScreenForm,
        shouldRevalidate: screenChanged,
      },
      { path: '*', element: <Navigate to={ROUTES.notFound} replace /> },
    ],
  },
  {
    path: '/forms',
    lazy: shell,
    // The builder area (its own chunk, with Form.io's builder and Monaco behind it) loads for designers only.
    children: [
      { index: true, element: <Navigate to={ROUTES.formsList} replace /> },
      { path: '*', element: <BuilderGate /> },
    ],
  },
  {
    path: ROUTES.notFound,
    element: (
      <MessagePage
        title="Page not found"
        message="The page you asked for does not exist."
        link={{ to: ROUTES.landing, label: 'Go to my worklist' }}
      />
    ),
  },
  { path: '*', element: <Navigate to={ROUTES.notFound} replace /> },
];

/**
 * What shows while the first route's code (and the screen's prefetch) loads: nothing, as before. Named,
 * so that React Router does not warn on every page load that there is none.
 */
function FirstRouteLoading() {
  return null;
}

const router = createBrowserRouter(routes.map((route) => ({ HydrateFallback: FirstRouteLoading, ...route })));

setNavigator((to) => void router.navigate(to));

/** Body classes and theme follow the identity: on reload from storage, after sign-in from the server. */
function useIdentityEffects() {
  const identity = useSession((state) => state.identity);
  useEffect(() => {
    applyBodyClasses(document.body, identity);
    applyTheme(currentTheme(identity?.preferences));
  }, [identity]);
}

export function App() {
  useIdentityEffects();
  useEffect(() => void loadAuthConfig(), []);
  return (
    <>
      <RouterProvider router={router} />
      <LoadingOverlay />
      <Toasts />
    </>
  );
}
