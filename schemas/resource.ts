// A resource declaration (issue: records live under /api/{resource}).
import Type from 'typebox';
import { WorkflowDefinition } from './workflow';

export const RESOURCE_NAME_PATTERN = '^[a-z][a-z0-9-]{1,62}$';

/**
 * A searchable or sortable field: a data key, or keys joined by dots for a nested one (an index is built
 * on it, so only identifiers: `caseNumber`, `offender.name`).
 */
export const FIELD_PATH_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$';

/** An acl: one or more acl names, comma-separated, none blank (a blank list would let everyone in). */
export const ACL_LIST_PATTERN = '^\\s*[^\\s,]+(\\s*,\\s*[^\\s,]+)*\\s*$';

/** The API's own first path segments, never usable as a resource name. */
export const RESERVED_RESOURCE_NAMES = [
  'iam',
  'core',
  'ignite',
  'workflow',
  'notification',
  'docs',
  'health',
  'report',
  'analytics',
];

export const ResourceDeclaration = Type.Object({
  name: Type.String({ pattern: RESOURCE_NAME_PATTERN }),
  formId: Type.String({ minLength: 1 }),
  readAcl: Type.String({ pattern: ACL_LIST_PATTERN }),
  writeAcl: Type.String({ pattern: ACL_LIST_PATTERN }),
  searchableFields: Type.Array(Type.String({ pattern: FIELD_PATH_PATTERN })),
  /** Fields the lists are sorted by without being searched: a sort index each, no search. */
  sortableFields: Type.Optional(Type.Array(Type.String({ pattern: FIELD_PATH_PATTERN }))),
  workflow: Type.Optional(WorkflowDefinition),
});
export type ResourceDeclaration = Type.Static<typeof ResourceDeclaration>;
