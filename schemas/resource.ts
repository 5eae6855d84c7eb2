// A resource declaration (issue: records live under /api/{resource}).
import Type from 'typebox';
import { WorkflowDefinition } from './workflow';

export const RESOURCE_NAME_PATTERN = '^[a-z][a-z0-9-]{1,62}$';

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
  readAcl: Type.String({ minLength: 1 }),
  writeAcl: Type.String({ minLength: 1 }),
  searchableFields: Type.Array(Type.String({ minLength: 1 })),
  /** Fields the lists are sorted by without being searched: a sort index each, no search. */
  sortableFields: Type.Optional(Type.Array(Type.String({ minLength: 1 }))),
  workflow: Type.Optional(WorkflowDefinition),
});
export type ResourceDeclaration = Type.Static<typeof ResourceDeclaration>;
