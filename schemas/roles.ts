// The roles API (issue #8): admins (acl admin.roles) read roles and replace a role's acls, e.g. from a
// role-editing screen of permission tiles.
import Type from 'typebox';

export const ROLES_ADMIN_ACL = 'admin.roles';

export const RoleNameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 63 }) });
export type RoleNameParams = Type.Static<typeof RoleNameParams>;

export const RoleDetails = Type.Object(
  {
    name: Type.String(),
    description: Type.String(),
    /** Acl resource names, sorted. */
    acls: Type.Array(Type.String()),
  },
  { $id: 'RoleDetails' },
);
export type RoleDetails = Type.Static<typeof RoleDetails>;

/**
 * A role update. `acls` replaces the role's acls. A role-editing screen sends its permission tiles
 * instead, under `permissions` (tile key → the tile's acl resource when ticked, '' or null when not):
 * the role then gets exactly the ticked acls, and an `acls` list in the same body (the screen posts
 * back what it loaded) is ignored. One of the two is required. Other keys of a screen's submission
 * are ignored; `name`, when sent, must be the role's. A `description` left out is kept; null (a screen's
 * emptied field) clears it.
 */
export const RoleUpdateRequest = Type.Object(
  {
    name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    acls: Type.Optional(
      Type.Union([Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 500 }), Type.Null()]),
    ),
    permissions: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String({ maxLength: 200 }), Type.Null()]), {
        maxProperties: 500,
      }),
    ),
  },
  { additionalProperties: true, $id: 'RoleUpdateRequest' },
);
export type RoleUpdateRequest = Type.Static<typeof RoleUpdateRequest>;
