// Settings of the permission tile (`vector-checkbox`), spec 001 §3.9 and §5.5.
import Type from 'typebox';

export const WORD_PROPERTY_PATTERN = '^\\w+$';
export const WORD_PROPERTY_MESSAGE =
  'The property name must only contain alphanumeric characters, underscores and should not be ended by dash or dot.';

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
    apiKey: Type.String({ minLength: 1, description: 'Path in the submission that receives the acl' }),
    imageKey: PermissionTileIcon,
    initialValueEvaluator: Type.Optional(Type.String()),
    customOptions: Type.Object(
      { propertyName: Type.String({ pattern: WORD_PROPERTY_PATTERN, errorMessage: WORD_PROPERTY_MESSAGE }) },
      { additionalProperties: true },
    ),
  },
  { additionalProperties: true, $id: 'PermissionTile' },
);
export type PermissionTile = Type.Static<typeof PermissionTile>;
