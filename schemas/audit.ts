// The audit log as the API answers it (GET /api/iam/audit-log) and the chain check
// (GET /api/iam/audit-log/verify, `npm run audit -- verify`).
import Type from 'typebox';
import { PageNumber, pageSize } from './api';

export const AuditLogQuery = Type.Object({
  page: Type.Optional(PageNumber),
  size: Type.Optional(pageSize(50)),
  /** The q language over id, at, actorId, actorName, action, target and ip (docs/security.md). */
  q: Type.Optional(Type.String({ maxLength: 2000 })),
  /** `field,asc|desc` over id, at, actorName, action or target; newest first when not given. */
  sort: Type.Optional(Type.String({ maxLength: 100 })),
  action: Type.Optional(Type.String({ maxLength: 100 })),
  actorId: Type.Optional(Type.String({ maxLength: 100 })),
  target: Type.Optional(Type.String({ maxLength: 300 })),
});
export type AuditLogQuery = Type.Static<typeof AuditLogQuery>;

export const AuditLogEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actorId: Type.Union([Type.String(), Type.Null()]),
  actorName: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  target: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
  details: Type.Unknown(),
  ip: Type.Union([Type.String(), Type.Null()]),
  /** The entry's link in the chain: SHA-256 of the previous hash and the entry. */
  hash: Type.Union([Type.String(), Type.Null()]),
  /** What it changed, one `field: old → new` line per field (server/audit-changes.ts); "" without before and after. Answered, not hashed. */
  changes: Type.String(),
});
export type AuditLogEntry = Type.Static<typeof AuditLogEntry>;

export const AuditVerification = Type.Union([
  Type.Object({
    ok: Type.Literal(true),
    count: Type.Integer(),
    /** The newest entry and its hash (null and the genesis hash for an empty log): keep them elsewhere. */
    lastId: Type.Union([Type.Integer(), Type.Null()]),
    lastHash: Type.String(),
  }),
  Type.Object({
    ok: Type.Literal(false),
    /** Entries verified before the break. */
    count: Type.Integer(),
    /** The id of the first entry whose link is broken. */
    brokenAt: Type.Integer(),
    reason: Type.String(),
  }),
]);
export type AuditVerification = Type.Static<typeof AuditVerification>;
