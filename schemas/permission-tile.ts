// Settings of the permission tile (`vector-checkbox`), spec 001 §3.9 and §5.5.
import Type from 'typebox';
import { WordPropertyName } from './word-property-name';

// Kept here too: the tile's builder settings and older imports read them from this module.
export { WORD_PROPERTY_MESSAGE, WORD_PROPERTY_PATTERN } from './word-property-name';

/** The 25 icons a tile may show; files live under /assets/vector-checkbox/{imageKey}.svg. */
export const PERMISSION_TILE_ICONS = [
  { key: 'approve-reject', label: 'Approve/Reject' },
  { key: 'create', label: 'Create' },
  { key: 'edit-update', label: 'Edit/Update' },
  { key: 'email', label: 'Email' },
  { key: 'pdf', label: 'PDF' },
  { key: 'restore', label: 'Restore' },
  { key: 'revision-history', label: 'Revision History' },
  { key: 'roles', label: 'Roles' },
  { key: 'schedule', label: 'Schedule' },
  { key: 'terminate', label: 'Terminate' },
  { key: 'users', label: 'Users' },
  { key: 'view', label: 'View' },
  { key: 'withdraw', label: 'Withdraw' },
  { key: 'sign', label: 'Sign' },
  { key: 'approve-document', label: 'Approve Document' },
  { key: 'finance-approve', label: 'Finance Approve' },
  { key: 'issue-document', label: 'Issue Document' },
  { key: 'email-edit', label: 'Email Edit' },
  { key: 'pdf-edit', label: 'PDF edit' },
  { key: 'cashier', label: 'Cashier' },
  { key: 'failure', label: 'Failure' },
  { key: 'offset', label: 'Offset' },
  { key: 'outcome', label: 'Outcome' },
  { key: 'workflow', label: 'Workflow' },
  { key: 'instalment-amend', label: 'Instalment Amend' },
] as const;

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
