// Settings of the permission tile (`vector-checkbox`), spec 001 §3.9 and §5.5.
import Type from 'typebox';
import { PERMISSION_TILE_ICONS } from './values/permission-tile';
export * from './values/permission-tile';
import { WordPropertyName } from './word-property-name';

// Kept here too: the tile's builder settings and older imports read them from this module.
export { WORD_PROPERTY_MESSAGE, WORD_PROPERTY_PATTERN } from './word-property-name';

export const PermissionTileIcon = Type.Union(PERMISSION_TILE_ICONS.map((icon) => Type.Literal(icon.key)));

export const PermissionTile = Type.Object(
  {
    type: Type.Literal('vector-checkbox'),
    key: Type.String({ minLength: 1 }),
    label: Type.String({ minLength: 1 }),
    aclResource: Type.String({ minLength: 1, description: 'ACL Key' }),
    apiKey: Type.String({
      minLength: 1,
      description: 'Path in the submission that receives the acl (dots nest, e.g. acls.createFine)',
    }),
    imageKey: PermissionTileIcon,
    initialValueEvaluator: Type.Optional(
      Type.String({ description: 'Script run when form data loads; scope { data, value }; truthy ticks' }),
    ),
    customOptions: Type.Object({ propertyName: WordPropertyName }, { additionalProperties: true }),
  },
  { additionalProperties: true, $id: 'PermissionTile' },
);
export type PermissionTile = Type.Static<typeof PermissionTile>;
