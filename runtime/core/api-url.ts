/** The address of a configured call: the spec's URLs are relative to /api; full URLs stay as they are. */
export function toApiUrl(url: string): string {
  if (/^https?:\/\//.test(url) || url.startsWith('/api/') || url === '/api') return url;
  return `/api${url.startsWith('/') ? '' : '/'}${url}`;
}
