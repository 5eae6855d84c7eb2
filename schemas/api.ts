// Payloads of the server's API (spec 000 §7). Routes, the client and the OpenAPI document share these.
import Type from 'typebox';

export const ErrorResponse = Type.Object(
  {
    errorCode: Type.String(),
    message: Type.String(),
    /** What more there is to say (the problems of a body, the versions of a conflict), else null. */
    details: Type.Unknown(),
  },
  { $id: 'ErrorResponse' },
);
export type ErrorResponse = Type.Static<typeof ErrorResponse>;

export const HealthResponse = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});

export const AuthType = Type.Union([Type.Literal('DB_AUTH'), Type.Literal('SSO'), Type.Literal('MFA')]);

export const LoginRequest = Type.Object({
  authType: AuthType,
  username: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type LoginRequest = Type.Static<typeof LoginRequest>;

export const TokenResponse = Type.Object({ token: Type.String() });
export type TokenResponse = Type.Static<typeof TokenResponse>;

/** How large a user's stored preferences may grow, as JSON text (they are read on every request). */
export const MAX_PREFERENCES_LENGTH = 16_384;

export const UserPreferences = Type.Object(
  {
    theme: Type.Optional(Type.String()),
    zoom: Type.Optional(Type.Number({ minimum: 0.5, maximum: 1.5 })),
  },
  { additionalProperties: true },
);
/** What PUT my-preferences takes: theme and zoom, and others a later screen may keep, plain values only. */
export const UserPreferencesChange = Type.Object(
  {
    theme: Type.Optional(Type.String({ maxLength: 64 })),
    zoom: Type.Optional(Type.Number({ minimum: 0.5, maximum: 1.5 })),
  },
  {
    additionalProperties: Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean()]),
    maxProperties: 50,
  },
);
export type UserPreferences = Type.Static<typeof UserPreferences>;

export const IdentityDetails = Type.Object({
  identity: Type.Object({ id: Type.String(), username: Type.String() }),
  privileged: Type.Boolean(),
  acls: Type.Array(Type.String()),
  roles: Type.Array(Type.String()),
  preferences: UserPreferences,
  /** Set while an elevation (a confirmed one-time code) adds the elevated acls. */
  elevatedUntil: Type.Optional(Type.String()),
});
export type IdentityDetails = Type.Static<typeof IdentityDetails>;

export const UserProfile = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  displayName: Type.String(),
  judiciaryId: Type.String(),
});
export type UserProfile = Type.Static<typeof UserProfile>;

/** A menu item (spec 000 §3); `aclResource` names the acl needed to see it. */
export interface MenuItem {
  label: string;
  icon?: string;
  routerLink?: string;
  aclResource?: string;
  visible?: boolean;
  expanded?: boolean;
  state?: { isBuilderMenuItem?: boolean };
  items?: MenuItem[];
}
export const MenuItem = Type.Cyclic(
  {
    MenuItem: Type.Object({
      label: Type.String({ minLength: 1 }),
      icon: Type.Optional(Type.String()),
      routerLink: Type.Optional(Type.String()),
      aclResource: Type.Optional(Type.String()),
      visible: Type.Optional(Type.Boolean()),
      expanded: Type.Optional(Type.Boolean()),
      state: Type.Optional(Type.Object({ isBuilderMenuItem: Type.Optional(Type.Boolean()) })),
      items: Type.Optional(Type.Array(Type.Ref('MenuItem'))),
    }),
  },
  'MenuItem',
);
export const MenuResponse = Type.Array(MenuItem);

/** A resource's path parameter: its name, as in /api/{resource}. */
export const ResourceParams = Type.Object({ resource: Type.String({ minLength: 1, maxLength: 63 }) });

export const RecordIdParams = Type.Object({
  resource: Type.String({ minLength: 1 }),
  id: Type.String({ minLength: 1 }),
});

/** A stored record as the API answers it: the record's data with id and audit fields. */
export const RecordResponse = Type.Object({ id: Type.String() }, { additionalProperties: true });
export type RecordResponse = Type.Static<typeof RecordResponse>;

/** The paged answer of a list (spec 001 §3.6); `number` is the 0-based page index. */
export const PagedResponse = Type.Object({
  content: Type.Array(Type.Unknown()),
  empty: Type.Boolean(),
  first: Type.Boolean(),
  last: Type.Boolean(),
  number: Type.Integer(),
  numberOfElements: Type.Integer(),
  size: Type.Integer(),
  total: Type.Integer(),
  totalElements: Type.Integer(),
  totalPages: Type.Integer(),
  /** Present (true) when a large filtered list's total is an estimate rather than a count. */
  totalIsEstimate: Type.Optional(Type.Boolean()),
  /** Opaque: send it back as `cursor` (with the same sort, q and size) for the next page; absent on the last. */
  nextCursor: Type.Optional(Type.String()),
  /** Opaque: send it back as `cursor` for the previous page; absent on the first. */
  previousCursor: Type.Optional(Type.String()),
});
export type PagedResponse = Type.Static<typeof PagedResponse>;

export const MAX_PAGE_SIZE = 1000;
/** The highest page number asked for: its rows' offset stays far inside what the database counts in. */
export const MAX_PAGE_NUMBER = 1_000_000_000;

/** A list's page number (1 for the first) and page size, as every paged list takes them. */
export const PageNumber = Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1 });
export const pageSize = (defaultSize: number) =>
  Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: defaultSize });

export const ListQuery = Type.Object({
  page: Type.Optional(PageNumber),
  size: Type.Optional(pageSize(20)),
  sort: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
  q: Type.Optional(Type.String({ maxLength: 4000 })),
  id: Type.Optional(Type.String({ pattern: '^\\d+(,\\d+)*$', maxLength: 20000 })),
  /** A page's nextCursor or previousCursor: that page instead of `page`. */
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 8000 })),
});
export type ListQuery = Type.Static<typeof ListQuery>;

/** The `documentJson` part of an upload (spec 000 §7, 001 §7.1). */
export const DocumentJson = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 255 }),
  fileSize: Type.Integer({ minimum: 0 }),
  fileType: Type.String({ maxLength: 255 }),
});
export type DocumentJson = Type.Static<typeof DocumentJson>;

export const UploadedDocument = Type.Object({
  id: Type.String(),
  fileName: Type.String(),
  fileType: Type.String(),
  fileSize: Type.Integer(),
});
export type UploadedDocument = Type.Static<typeof UploadedDocument>;

/** A colleague as the approver chooser and user look-ups show them. */
export const UserSummary = Type.Object({
  id: Type.String(),
  username: Type.String(),
  displayName: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  judiciaryId: Type.String(),
});
export type UserSummary = Type.Static<typeof UserSummary>;

/** A colleague as the approver chooser shows them (its label and its value): no more leaves the server. */
export const ColleagueSummary = Type.Pick(UserSummary, ['id', 'displayName', 'judiciaryId']);
export type ColleagueSummary = Type.Static<typeof ColleagueSummary>;

export const FilterAclUsersRequest = Type.Object({
  /** Acl resource names or role names; a user holding any one matches. */
  aclResourceNames: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: 100 }),
  /** Ids of users to leave out (usually the current user). */
  users: Type.Optional(Type.Array(Type.String(), { maxItems: 1000 })),
});
export type FilterAclUsersRequest = Type.Static<typeof FilterAclUsersRequest>;

export const UpdatePasswordRequest = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 1024 }),
  newPassword: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type UpdatePasswordRequest = Type.Static<typeof UpdatePasswordRequest>;

export const AppRedirectTokenQuery = Type.Object({
  requested_by_app_id: Type.String({ minLength: 1, maxLength: 100 }),
  requested_for_app_id: Type.String({ minLength: 1, maxLength: 100 }),
});
export type AppRedirectTokenQuery = Type.Static<typeof AppRedirectTokenQuery>;
