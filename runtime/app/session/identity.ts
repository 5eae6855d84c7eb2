// Fetches identity details and profile (spec 000 §4: identity first, then the profile) and stores them.
import type { IdentityDetails, UserProfile } from '../../../schemas/api';
import { http } from '../services';
import { useShell } from '../shell/shell-store';
import { useSession } from './session-store';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Stores what changed only: screens depend on the identity (acls) and rebuild when it is replaced, so an
 * unchanged identity keeps its object and the forms on screen keep what was typed.
 */
export function storeIdentity(identity: IdentityDetails): IdentityDetails {
  const session = useSession.getState();
  if (same(identity, session.identity)) return session.identity!;
  session.setIdentity(identity);
  return identity;
}

export async function refreshIdentity({ quiet = false } = {}): Promise<IdentityDetails> {
  const session = useSession.getState();
  const identity = storeIdentity(
    await http.get<IdentityDetails>('/api/iam/auth/users/my-identity', { quiet }),
  );
  const profile = await http.get<UserProfile>('/api/iam/user/my-profile', { quiet });
  if (!same(profile, session.profile)) session.setProfile(profile);
  useShell.getState().markIdentityFresh();
  return identity;
}
