// The app's services, created once: the HTTP client with the error catalogue (spec 000 §8), the event
// bus, and the navigation used outside React components.
import type { ComponentContext } from '../core/component-context';
import { EventBus, EVENTS } from '../core/event-bus';
import type { ApiError, FailedRequest } from '../core/http';
import { isRedirectIgnored, ROUTES } from './routes';
import { Reauthentication, SessionHttpClient } from './session/session-http';
import { isLocked, useSession } from './session/session-store';
import { useShell } from './shell/shell-store';

type Navigate = (to: string) => void;
let navigateImpl: Navigate = (to) => window.location.assign(to);

/** The router registers its navigate function at start. */
export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigate(to: string): void {
  navigateImpl(to);
}

export const events = new EventBus();

export const TOKEN_ERRORS = new Set(['TOKEN_EXPIRED', 'TOKEN_NOT_FOUND', 'TOKEN_INVALID', 'TOKEN_REVOKED']);
export const SIGN_IN_URL = '/api/iam/authentication/token';

/** Requests met by a 401 while the lock screen is up wait here for it to re-authenticate. */
export const reauthentication = new Reauthentication();

/**
 * The error catalogue: a 401 on any request but sign-in emits LOGOUT. Token errors remove the token,
 * keep the location as redirect URL and go to sign-in, unless the lock screen is up: then the request
 * waits for the unlock and is retried (SessionHttpClient). ACCESS_DENIED goes to the access-denied page.
 * Everything else is passed on unchanged.
 */
export function handleApiError(error: ApiError, request: Pick<FailedRequest, 'url' | 'localRefusals'>): void {
  if (request.url.startsWith(SIGN_IN_URL)) return;
  // A signed-out visitor of a form that is not public was never signed in: nothing to sign out of.
  if (error.status === 401 && error.errorCode !== 'FORM_NOT_PUBLIC')
    events.emit(EVENTS.LOGOUT, error.errorCode);
  const session = useSession.getState();
  if (TOKEN_ERRORS.has(error.errorCode)) {
    if (isLocked(session)) return;
    const here = `${window.location.pathname}${window.location.search}`;
    session.signOut();
    reauthentication.settle(false);
    if (!isRedirectIgnored(window.location.pathname)) session.setRedirectUrl(here);
    navigate(ROUTES.login);
  } else if (error.errorCode === 'USER_INACTIVE') {
    session.signOut();
    reauthentication.settle(false);
    navigate(ROUTES.inactiveUser);
  } else if (error.errorCode === 'ACCESS_DENIED' && !request.localRefusals) {
    navigate(ROUTES.accessDenied);
  }
}

export const http = new SessionHttpClient(
  {
    getToken: () => useSession.getState().token,
    onError: handleApiError,
    onActivity: (delta) => useShell.getState().trackActivity(delta),
  },
  {
    isSignIn: (url) => url.startsWith(SIGN_IN_URL),
    isLocked: () => isLocked(useSession.getState()),
    reauthenticated: () => reauthentication.wait(),
  },
);

export const componentContext: ComponentContext = {
  http,
  events,
  currentUser: () => {
    const identity = useSession.getState().identity;
    return identity ? { id: identity.identity.id, acls: identity.acls, roles: identity.roles } : null;
  },
  navigate,
  // Loaded on first use: the action services import the popups and stores, which import this module.
  actionServices: (form) => actionServicesFactory(form),
};

let actionServicesFactory: ComponentContext['actionServices'] = () => {
  throw new Error('The action services are not ready yet');
};

/** main.tsx provides the action services once the app's modules are loaded. */
export function provideActionServices(factory: ComponentContext['actionServices']): void {
  actionServicesFactory = factory;
}
