// Access checks (spec 000 §5): a resource string may hold comma-separated names; holding any one
// grants access, and no name at all grants access. Used by the client to hide and by the server to refuse.

export function hasAccess(acls: readonly string[], resource: string | undefined | null): boolean {
  const names = (resource ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return true;
  return names.some((name) => acls.includes(name));
}

/** Components whose aclResource is the permission they grant (a value), not one needed to see them. */
const GRANTING_COMPONENT_TYPES = new Set(['vector-checkbox']);

/** The acl resource needed to see a component, if any. */
export function guardingAclResource(component: {
  type?: unknown;
  aclResource?: unknown;
}): string | undefined {
  if (typeof component.type === 'string' && GRANTING_COMPONENT_TYPES.has(component.type)) return undefined;
  return typeof component.aclResource === 'string' ? component.aclResource : undefined;
}
