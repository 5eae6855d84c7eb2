// JSON pointers (RFC 6901) for the editors: every setting is addressed by one, as lint problems and
// the server's INVALID_FORM details are.

export function pointerJoin(base: string, segment: string | number): string {
  return `${base}/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

export function pointerSegments(pointer: string): string[] {
  if (!pointer) return [];
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}
