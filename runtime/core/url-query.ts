// Query strings of the URLs the portal calls: read into decoded pairs, and written back with every
// value encoded (a template or a designer may have put anything there).

/** Splits a query string into decoded pairs; a malformed escape is kept as written. */
export function parseQueryString(query: string): [string, string][] {
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text;
    }
  };
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [decode(pair), ''] : [decode(pair.slice(0, at)), decode(pair.slice(at + 1))];
    });
}

/** The decoded value of one parameter of a URL (the first when repeated). */
export function queryParameter(url: string, name: string): string | undefined {
  const at = url.indexOf('?');
  return at < 0 ? undefined : parseQueryString(url.slice(at + 1)).find(([key]) => key === name)?.[1];
}

/**
 * The URL with its query values encoded, and the extra parameters set: an extra parameter replaces the
 * URL's own of that name; an undefined value leaves it out; a name may be given more than once.
 */
export function encodeUrl(
  url: string,
  extra: readonly (readonly [string, string | undefined])[] = [],
): string {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const pairs = at < 0 ? [] : parseQueryString(url.slice(at + 1));
  const names = new Set(extra.map(([name]) => name));
  const all = [...pairs.filter(([name]) => !names.has(name)), ...extra].filter(
    (pair): pair is [string, string] => pair[1] !== undefined,
  );
  if (all.length === 0) return path;
  return `${path}?${all.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}`;
}
