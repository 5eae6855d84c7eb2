// The server's sign-in and session settings (GET /api/iam/auth/config), read once per page load. The
// defaults are the spec's constants and hold until the answer arrives (or if it never does).
import { create } from 'zustand';
import type { AuthConfigResponse } from '../../../schemas/auth';

export type AuthConfig = AuthConfigResponse;

export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  ssoEnabled: false,
  ssoLoginUrl: '/saml2/authenticate/azure-ad',
  idleSeconds: 1800,
  idleTimeoutSeconds: 60,
  idleWarningEverySeconds: 5,
  multiTabGuard: false,
  elevationSeconds: 900,
};

interface AuthConfigState {
  config: AuthConfig;
  loaded: boolean;
}

export const useAuthConfig = create<AuthConfigState>(() => ({ config: DEFAULT_AUTH_CONFIG, loaded: false }));

let loading: Promise<AuthConfig> | null = null;

/** Fetches the settings once; a failure keeps the defaults (and is logged). */
export function loadAuthConfig(): Promise<AuthConfig> {
  loading ??= fetch('/api/iam/auth/config', { headers: { accept: 'application/json' }, cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /api/iam/auth/config answered ${response.status}`);
      const config = { ...DEFAULT_AUTH_CONFIG, ...((await response.json()) as Partial<AuthConfig>) };
      useAuthConfig.setState({ config, loaded: true });
      return config;
    })
    .catch((error: unknown) => {
      console.error('Sign-in settings could not be loaded; using the defaults', error);
      useAuthConfig.setState({ loaded: true });
      return DEFAULT_AUTH_CONFIG;
    });
  return loading;
}
