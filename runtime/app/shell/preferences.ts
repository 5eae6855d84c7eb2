// Theme and zoom are the user's preferences, kept on the server (PUT /api/iam/user/my-preferences) and
// read back with the identity details; the change shows at once and a failed save is only logged.
import type { UserPreferences } from '../../../schemas/api';
import { http } from '../services';
import { useSession } from '../session/session-store';
import { clampZoom, stepZoom, themeById } from './themes';

// Saves go one after another, so the server keeps the last change even when clicks come quickly.
let saving: Promise<void> = Promise.resolve();

export function savePreferences(patch: { theme?: string; zoom?: number }): Promise<void> {
  const session = useSession.getState();
  const identity = session.identity;
  if (!identity) return saving;
  const preferences: UserPreferences = { ...identity.preferences, ...patch };
  session.setIdentity({ ...identity, preferences });
  const save = async () => {
    // Signed out while waiting in line: there is nobody to save for.
    if (!useSession.getState().token) return;
    try {
      await http.request<UserPreferences>('PUT', '/api/iam/user/my-preferences', {
        body: { theme: preferences.theme, zoom: preferences.zoom },
        quiet: true,
      });
    } catch (error) {
      console.error('The preferences could not be saved', error);
    }
  };
  saving = saving.then(save);
  return saving;
}

/** One zoom step from the zoom in force now (not the one a possibly stale render saw). */
export function stepZoomPreference(direction: 1 | -1): Promise<void> {
  return savePreferences({
    zoom: stepZoom(currentZoom(useSession.getState().identity?.preferences), direction),
  });
}

export const currentTheme = (preferences: UserPreferences | undefined) => themeById(preferences?.theme);
export const currentZoom = (preferences: UserPreferences | undefined) => clampZoom(preferences?.zoom);
