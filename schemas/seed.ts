// Shapes of the seed files under examples/seed/.
import Type from 'typebox';
import { MenuItem } from './api';
import { ResourceDeclaration } from './resource';

export const AclResource = Type.Object({
  resourceName: Type.String({ minLength: 1 }),
  displayName: Type.String({ minLength: 1 }),
  category: Type.String({ minLength: 1 }),
  displayOrder: Type.Integer(),
});
export type AclResource = Type.Static<typeof AclResource>;

export const SeedRole = Type.Object({
  name: Type.String({ pattern: '^[a-z][a-z0-9_]*$' }),
  description: Type.String(),
  /** Acl resource names; "*" grants every acl of the catalogue. */
  acls: Type.Array(Type.String({ minLength: 1 })),
});
export type SeedRole = Type.Static<typeof SeedRole>;

export const SeedUser = Type.Object({
  username: Type.String({ format: 'email' }),
  firstName: Type.String({ minLength: 1 }),
  lastName: Type.String({ minLength: 1 }),
  judiciaryId: Type.String({ minLength: 1 }),
  privileged: Type.Boolean(),
  roles: Type.Array(Type.String()),
});
export type SeedUser = Type.Static<typeof SeedUser>;

/** An example record of a declared resource; its data is checked against the resource's form. */
export const SeedRecord = Type.Object({
  resource: Type.String({ minLength: 1 }),
  data: Type.Record(Type.String(), Type.Unknown()),
});
export type SeedRecord = Type.Static<typeof SeedRecord>;

export const SeedFiles = {
  'acl-resources.json': Type.Array(AclResource),
  'roles.json': Type.Array(SeedRole),
  'users.json': Type.Array(SeedUser),
  'menu.json': Type.Array(MenuItem),
  'resources.json': Type.Array(ResourceDeclaration),
  'records.json': Type.Array(SeedRecord),
} as const;
