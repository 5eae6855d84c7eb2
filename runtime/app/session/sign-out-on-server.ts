// Ends the session's token on the server as the user signs out or the idle lock comes, so that a copy of
// it (left in a log, on a shared machine, in a locked tab) is refused from then on. Best effort: this
// browser neither waits for it nor fails with it, and it goes out past the page's own HTTP client (no
// loading overlay, no 401 handling).
export function signOutOnServer(token: string | null, reason: 'signOut' | 'lock' = 'signOut'): void {
  if (!token) return;
  void fetch(`/api/iam/auth/sign-out${reason === 'lock' ? '?reason=lock' : ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);
}
