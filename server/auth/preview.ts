// Preview as a role: a designer gets a short-lived token of their own, marked with a role; every call
// made with it runs as that role could, but never beyond what the designer holds themselves.
import type { Kysely } from 'kysely';
import type { PreviewTokenResponse } from '../../schemas/form-versions';
import type { DB } from '../db/schema';
import { notFound } from '../errors';
import { sameSessionClaims } from './session-tokens';
import type { CurrentUser } from './current-user';
import type { TokenService } from './tokens';

/** The claim that marks a preview token. */
export const PREVIEW_ROLE_CLAIM = 'previewRole';
export const PREVIEW_TTL_SECONDS = 30 * 60;

/** A caller narrowed to a preview role. */
export interface PreviewUser extends CurrentUser {
  previewRole: string;
}

export const isPreview = (user: CurrentUser | null): user is PreviewUser =>
  typeof (user as Partial<PreviewUser> | null)?.previewRole === 'string';

/** The role's acls the designer holds too, and those withheld; undefined for an unknown role. */
export async function previewAcls(
  db: Kysely<DB>,
  role: string,
  designerAcls: readonly string[],
): Promise<{ acls: string[]; withheldAcls: string[] } | undefined> {
  const exists = await db.selectFrom('roles').select('name').where('name', '=', role).executeTakeFirst();
  if (!exists) return undefined;
  // A role's `*` (super_admin) is stored as every acl resource (role_acls references acl_resources), so
  // both sides compare names and a designer previewing super_admin keeps only what they hold.
  const rows = await db.selectFrom('role_acls').select('acl').where('role_name', '=', role).execute();
  const held = new Set(designerAcls);
  const sorted = rows.map((row) => row.acl).sort();
  return {
    acls: sorted.filter((acl) => held.has(acl)),
    withheldAcls: sorted.filter((acl) => !held.has(acl)),
  };
}

export async function issuePreviewToken(
  db: Kysely<DB>,
  tokens: TokenService,
  designer: CurrentUser,
  role: string,
): Promise<PreviewTokenResponse> {
  const narrowed = await previewAcls(db, role, designer.acls);
  if (!narrowed) throw notFound('ROLE_NOT_FOUND', `There is no role "${role}"`);
  // No elevation claim: a preview never carries the designer's elevation.
  // A preview is part of the designer's session: it ends with it, by expiry or by signing out.
  const expiresAt = Math.min(Date.now() / 1000 + PREVIEW_TTL_SECONDS, designer.sessionExpiresAt ?? Infinity);
  const token = await tokens.issue(
    designer.id,
    { ...sameSessionClaims(designer), [PREVIEW_ROLE_CLAIM]: role },
    { expiresAt: Math.floor(expiresAt) },
  );
  return { token, role, ...narrowed, expiresAt: new Date(Math.floor(expiresAt) * 1000).toISOString() };
}

/**
 * The caller as a preview token describes them: only the role, with the role's acls the designer also
 * holds, not privileged, not elevated. A token without the claim leaves the caller as they are.
 */
export async function applyPreviewClaims(
  db: Kysely<DB>,
  user: CurrentUser,
  claims: Record<string, unknown>,
): Promise<CurrentUser> {
  const role = claims[PREVIEW_ROLE_CLAIM];
  if (typeof role !== 'string') return user;
  const narrowed = await previewAcls(db, role, user.acls);
  const { elevatedUntil: _elevatedUntil, ...rest } = user;
  const preview: PreviewUser = {
    ...rest,
    privileged: false,
    roles: [role],
    acls: narrowed?.acls ?? [],
    previewRole: role,
  };
  return preview;
}
