// Theme and zoom are the user's preferences, kept on the server (PUT /api/iam/user/my-preferences) and
// read back with the identity details; the change shows at once and a failed save is only logged.
import type { UserPreferences } from '../../../schemas/api';
import { http } from '../services';
import { useSession } from '../session/session-store';
import { clampZoom, themeById } from './themes';

export async function savePreferences(patch: { theme?: string; zoom?: number }): Promise<void> {
  const session = useSession.getState();
  const identity = session.identity;
  if (!identity) return;
  const preferences: UserPreferences = { ...identity.preferences, ...patch };
  session.setIdentity({ ...identity, preferences });
  try {
    await http.request<UserPreferences>('PUT', '/api/iam/user/my-preferences', {
      body: { theme: preferences.theme, zoom: preferences.zoom },
      quiet: true,
    });
  } catch (error) {
    console.error('The preferences could not be saved', error);
  }
}

export const currentTheme = (preferences: UserPreferences | undefined) => themeById(preferences?.theme);
export const currentZoom = (preferences: UserPreferences | undefined) => clampZoom(preferences?.zoom);
