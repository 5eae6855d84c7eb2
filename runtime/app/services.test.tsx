// The error catalogue (spec 000 §8) against the real session store in a browser-like document.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENTS } from '../core/event-bus';
import { ApiError } from '../core/http';
import { events, handleApiError, reauthentication, setNavigator } from './services';
import { useSession } from './session/session-store';

const identity = {
  identity: { id: 'u1', username: 'clerk@ignite.local' },
  privileged: false,
  acls: ['a'],
  roles: ['user_role'],
  preferences: {},
};
let went: string[];
let logouts: unknown[];
let stopListening: () => void;

beforeEach(() => {
  localStorage.clear();
  went = [];
  logouts = [];
  setNavigator((to) => went.push(to));
  const session = useSession.getState();
  session.setToken('t');
  session.setIdentity(identity);
  session.setLocked(false);
  window.history.replaceState(null, '', '/app/court-fines/court-fine-create?x=1');
  stopListening = events.on(EVENTS.LOGOUT, (value) => logouts.push(value));
  logouts.length = 0;
});
afterEach(() => stopListening());

describe('error catalogue', () => {
  it.each(['TOKEN_EXPIRED', 'TOKEN_NOT_FOUND', 'TOKEN_INVALID'])(
    '%s removes the token, keeps the location as redirect URL, emits LOGOUT and goes to sign-in',
    (code) => {
      handleApiError(new ApiError(401, code, 'x'), { url: '/api/iam/menu' });
      const session = useSession.getState();
      expect(session.token).toBeNull();
      expect(localStorage.getItem('token')).toBeNull();
      expect(session.redirectUrl).toBe('/app/court-fines/court-fine-create?x=1');
      expect(logouts).toEqual([code]);
      expect(went).toEqual(['/auth/login']);
    },
  );

  it('keeps a locked session and lets the request wait for the lock screen', async () => {
    const session = useSession.getState();
    session.setToken(null);
    session.setLocked(true);
    const waiting = reauthentication.wait();
    handleApiError(new ApiError(401, 'TOKEN_NOT_FOUND', 'x'), { url: '/api/records' });
    expect(went).toEqual([]);
    expect(useSession.getState().identity).not.toBeNull();
    expect(logouts).toEqual(['TOKEN_NOT_FOUND']);
    reauthentication.settle(true);
    expect(await waiting).toBe(true);
  });

  it('sends ACCESS_DENIED to the access-denied page and leaves sign-in errors alone', () => {
    handleApiError(new ApiError(403, 'ACCESS_DENIED', 'x'), { url: '/api/court-fines' });
    expect(went).toEqual(['/auth/access-denied']);
    handleApiError(new ApiError(401, 'INVALID_CREDENTIALS', 'x'), { url: '/api/iam/authentication/token' });
    expect(went).toEqual(['/auth/access-denied']);
    expect(logouts).toEqual([]);
    expect(useSession.getState().token).toBe('t');
  });

  it('stays on the screen for a refusal its caller shows itself, and a visitor of a closed form is not signed out', () => {
    handleApiError(new ApiError(403, 'ACCESS_DENIED', 'x'), {
      url: '/api/iam/analytics/guest-token',
      localRefusals: true,
    });
    handleApiError(new ApiError(401, 'FORM_NOT_PUBLIC', 'x'), {
      url: '/api/ignite/application/court-fine-view',
    });
    expect(went).toEqual([]);
    expect(logouts).toEqual([]);
  });

  it('passes other errors on unchanged', () => {
    handleApiError(new ApiError(400, 'VALIDATION_FAILED', 'x'), { url: '/api/court-fines' });
    handleApiError(new ApiError(500, 'INTERNAL_ERROR', 'x'), { url: '/api/court-fines' });
    expect(went).toEqual([]);
    expect(useSession.getState().token).toBe('t');
  });
});
