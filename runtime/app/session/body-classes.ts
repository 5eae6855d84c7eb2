// Body classes of the signed-in user (spec 000 §4): has-roles or no-roles, has-acls or no-acls,
// privileged or un-privileged; set on reload and after sign-in, removed on sign-out.
import type { IdentityDetails } from '../../../schemas/api';

export const BODY_CLASSES = ['has-roles', 'no-roles', 'has-acls', 'no-acls', 'privileged', 'un-privileged'];

export function bodyClassesFor(
  identity: Pick<IdentityDetails, 'roles' | 'acls' | 'privileged'> | null,
): string[] {
  if (!identity) return [];
  return [
    identity.roles.length > 0 ? 'has-roles' : 'no-roles',
    identity.acls.length > 0 ? 'has-acls' : 'no-acls',
    identity.privileged ? 'privileged' : 'un-privileged',
  ];
}

export function applyBodyClasses(body: HTMLElement, identity: Parameters<typeof bodyClassesFor>[0]): void {
  body.classList.remove(...BODY_CLASSES);
  body.classList.add(...bodyClassesFor(identity));
}
