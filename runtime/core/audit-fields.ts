// The audit fields of a record (spec 001 §5.6): set by the server, removed from a sanitised create
// request and ignored when records are compared.
export const AUDIT_FIELDS = [
  'createdById',
  'createdByName',
  'createdDate',
  'lastModifiedById',
  'lastModifiedByName',
  'lastModifiedDate',
  'deleted',
  'createdOn',
  'createdBy',
  'updatedOn',
  'updatedBy',
] as const;
