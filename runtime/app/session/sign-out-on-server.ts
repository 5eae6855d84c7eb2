// Ends the session's token on the server as the user signs out, so that a copy of it (left in a log, on a
// shared machine) is refused from then on. Best effort: signing out in this browser neither waits for it
// nor fails with it, and it goes out past the page's own HTTP client (no loading overlay, no 401 handling).
export function signOutOnServer(token: string | null): void {
  if (!token) return;
  void fetch('/api/iam/auth/sign-out', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);
}
