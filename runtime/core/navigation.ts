// Navigation rules (spec 000 §4): close every open dialog first; a propagated state whose action is
// cancelNavigation shows its message and stays; the URL is a template filled from the submission or
// the form instance, an evaluated URL replacing it when not empty; some navigations change the whole
// browser location.
import type { PropagatedState } from './propagated-state';
import { stateToQuery } from './propagated-state';
import { interpolate } from './template';

export interface NavigationServices {
  closeAllPopups(): void;
  showInformation(message: string): void | Promise<unknown>;
  navigateInApp(url: string, state?: PropagatedState): void;
  navigateBrowser(url: string): void;
}

export interface NavigationRequest {
  /** URL template ({{ }} from data and form). */
  url?: string | undefined;
  /** A URL computed by a designer script; wins when not empty. */
  evaluatedUrl?: string | null | undefined;
  state?: PropagatedState | undefined;
  viaBrowser?: boolean | undefined;
  scope?: Record<string, unknown> | undefined;
}

/** The in-app address of a popup's return URL: '/app/' prefixed unless it already is. */
export function inAppAddress(url: string): string {
  if (url.startsWith('/app/')) return url;
  return `/app/${url.replace(/^\/+/, '')}`;
}

export function resolveNavigationUrl(request: NavigationRequest): string {
  const evaluated = request.evaluatedUrl?.trim();
  if (evaluated) return evaluated;
  return request.url ? interpolate(request.url, request.scope ?? {}) : '';
}

/** Answers whether navigation happened. */
export async function navigateWithRules(
  request: NavigationRequest,
  services: NavigationServices,
): Promise<boolean> {
  services.closeAllPopups();
  if (request.state?.action === 'cancelNavigation') {
    await services.showInformation(String(request.state.message ?? 'Navigation was cancelled.'));
    return false;
  }
  const url = resolveNavigationUrl(request);
  if (!url) return false;
  if (request.viaBrowser || /^https?:\/\//.test(url)) {
    const query = request.state && Object.keys(request.state).length > 0 ? stateToQuery(request.state) : '';
    services.navigateBrowser(query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url);
  } else {
    services.navigateInApp(url, request.state);
  }
  return true;
}
