// Table types for Kysely. Column names are snake_case in SQL and here.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { FormDisplay, FormSettings } from '../../schemas/form-definition';
import type { WorkflowDefinition, WorkflowHistoryEntry } from '../../schemas/workflow';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface UsersTable {
  id: string;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  display_name: string;
  judiciary_id: string;
  privileged: boolean;
  active: boolean;
  preferences: Json<Record<string, unknown>>;
  created_at: Timestamp;
  /** Tokens issued before this are refused (a password change, deactivation, removed role). */
  tokens_valid_after: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface RolesTable {
  name: string;
  description: string;
}

export interface RoleAclsTable {
  role_name: string;
  acl: string;
}

export interface UserRolesTable {
  user_id: string;
  role_name: string;
}

export interface AclResourcesTable {
  name: string;
  display_name: string;
  category: string;
  display_order: number;
}

export interface MenuItemsTable {
  id: Generated<number>;
  parent_id: number | null;
  position: number;
  label: string;
  icon: string | null;
  router_link: string | null;
  acl_resource: string | null;
  is_builder: boolean;
}

export interface FormsTable {
  id: string;
  name: string;
  category: string;
  components: Json<unknown[]>;
  /** Loadable without signing in (migration 0040). */
  public: ColumnType<boolean, boolean | undefined, boolean>;
  /** Form.io's form-level display and settings (migration 0070); null when not set. */
  display: ColumnType<FormDisplay | null, FormDisplay | null | undefined, FormDisplay | null>;
  settings: NullableJson<FormSettings>;
  locked_by: string | null;
  /** When locked_by's lock lapses unless renewed (migration 0120); null: no lock held. */
  lock_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: string | null;
  /** The version the row's content is (migration 0050); null for a form never published. */
  published_version: ColumnType<number | null, number | null | undefined, number | null>;
  retired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Every saved version of a form, draft or published (migration 0050). */
export interface FormVersionsTable {
  form_id: string;
  version: number;
  name: string;
  category: string;
  public: boolean;
  display: FormDisplay | null;
  settings: NullableJson<FormSettings>;
  components: Json<unknown[]>;
  note: string;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface ResourcesTable {
  name: string;
  form_id: string;
  read_acl: string;
  write_acl: string;
  searchable_fields: Json<string[]>;
  /** Defaults to none (migration 0100). */
  sortable_fields: ColumnType<string[], string | undefined, string>;
  retired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  workflow: ColumnType<WorkflowDefinition | null, string | null | undefined, string | null>;
}

export interface RecordsTable {
  id: Generated<number>;
  resource: string;
  data: Json<Record<string, unknown>>;
  version: Generated<number>;
  deleted: Generated<boolean>;
  created_by_id: string;
  created_by_name: string;
  created_at: Timestamp;
  updated_by_id: string;
  updated_by_name: string;
  updated_at: Timestamp;
  workflow_status: ColumnType<string | null, string | null | undefined, string | null>;
  pending_changes: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  workflow_history: ColumnType<WorkflowHistoryEntry[], string | undefined, string>;
}

export interface WorkflowItemsTable {
  id: Generated<number>;
  resource: string;
  record_id: number;
  operation: 'create' | 'update';
  step_index: number;
  step_name: string;
  /** PENDING (waiting for the assignee), RETURNED (rejected, back with the submitter), DONE. */
  status: string;
  assigned_to: string;
  submitted_by: string;
  submitted_by_name: string;
  submitted_at: Generated<Date>;
  summary: Generated<string>;
  version: Generated<number>;
  updated_at: Generated<Date>;
}

/** Live records per resource, kept by triggers (migration 0020). */
export interface RecordCountsTable {
  resource: string;
  live: ColumnType<number, number | undefined, number>;
  /** Rows of the resource inserted, updated or deleted so far (migration 0080). */
  changes: ColumnType<number, number | undefined, number>;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Generated<Date>;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  target: string | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  details: Json<unknown> | null;
  ip: string | null;
  /** The hash of the entry before it (server/audit-chain.ts). */
  prev_hash: string | null;
  hash: string | null;
}

/** The one row that holds the end of the audit chain; appends lock it. */
export interface AuditChainTable {
  id: number;
  last_id: number | null;
  last_hash: string;
}

export interface DocumentsTable {
  id: string;
  file_name: string;
  file_type: string;
  file_size: number;
  content: Uint8Array;
  created_by_id: string;
  created_at: Generated<Date>;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  request_path: string;
  status: number;
  response: Json<unknown>;
  /** sha256 of the request body (canonical JSON); null for keys stored before it was kept. */
  body_hash: string | null;
  created_at: Generated<Date>;
}

/** Sign-in failures per user name or address since the last success, within a window. */
export interface LoginThrottleTable {
  kind: 'username' | 'ip' | 'mfa';
  value: string;
  failures: number;
  window_start: Generated<Date>;
}

/** Tokens ended by signing out (migration 0140), by their SHA-256, kept until they would have expired. */
export interface RevokedTokensTable {
  token_hash: string;
  expires_at: Date;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  username: string;
  ip: string;
  at: Generated<Date>;
  success: boolean;
}

export interface SamlRequestsTable {
  id: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface SamlAssertionsTable {
  id: string;
  expires_at: Timestamp;
}

export interface UserTotpTable {
  user_id: string;
  secret: string | null;
  pending_secret: string | null;
  /** The last TOTP step used, so that a code works once; bigint comes back as a string from pg. */
  last_step: ColumnType<string | number | null, number | null, number | null>;
  enrolled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface AccessRequestsTable {
  id: Generated<number>;
  user_id: string;
  acl_resources: Json<string[]>;
  reason: string;
  status: Generated<string>;
  created_at: Generated<Date>;
}

export interface DB {
  audit_log: AuditLogTable;
  audit_chain: AuditChainTable;
  documents: DocumentsTable;
  idempotency_keys: IdempotencyKeysTable;
  login_attempts: LoginAttemptsTable;
  revoked_tokens: RevokedTokensTable;
  login_throttle: LoginThrottleTable;
  saml_requests: SamlRequestsTable;
  saml_assertions: SamlAssertionsTable;
  user_totp: UserTotpTable;
  access_requests: AccessRequestsTable;
  users: UsersTable;
  roles: RolesTable;
  role_acls: RoleAclsTable;
  user_roles: UserRolesTable;
  acl_resources: AclResourcesTable;
  menu_items: MenuItemsTable;
  forms: FormsTable;
  form_versions: FormVersionsTable;
  resources: ResourcesTable;
  records: RecordsTable;
  workflow_items: WorkflowItemsTable;
  record_counts: RecordCountsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewRecord = Insertable<RecordsTable>;
