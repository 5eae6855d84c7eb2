// Declared resources: each names the form that validates its records and the acls guarding it.
import type { Kysely } from 'kysely';
import { RESERVED_RESOURCE_NAMES, ResourceDeclaration } from '../../schemas/resource';
import type { SchemaProblem } from '../../runtime/core/schema-validator';
import { checkSchema } from '../../runtime/core/schema-validator';
import { audit, type AuditActor } from '../audit';
import type { DB, ResourcesTable } from '../db/schema';
import { notFound } from '../errors';
import { ensureRecordIndexes } from './record-indexes';
import type { Selectable } from 'kysely';

export interface StoredResource extends ResourceDeclaration {
  retiredAt: string | null;
}

export function toDeclaration(row: Selectable<ResourcesTable>): StoredResource {
  return {
    name: row.name,
    formId: row.form_id,
    readAcl: row.read_acl,
    writeAcl: row.write_acl,
    searchableFields: row.searchable_fields,
    ...(row.sortable_fields.length > 0 ? { sortableFields: row.sortable_fields } : {}),
    ...(row.workflow ? { workflow: row.workflow } : {}),
    retiredAt: row.retired_at ? new Date(row.retired_at).toISOString() : null,
  };
}

/** A resource in service; a retired one is found only when asked for (admins). */
export async function getResource(
  db: Kysely<DB>,
  name: string,
  options: { includeRetired?: boolean } = {},
): Promise<StoredResource> {
  let query = db.selectFrom('resources').selectAll().where('name', '=', name);
  if (!options.includeRetired) query = query.where('retired_at', 'is', null);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('RESOURCE_NOT_FOUND', `There is no resource "${name}"`);
  return toDeclaration(row);
}

export async function listResources(db: Kysely<DB>): Promise<StoredResource[]> {
  return (await db.selectFrom('resources').selectAll().orderBy('name').execute()).map(toDeclaration);
}

/** The acl and role names that exist: a resource naming another guards itself against everyone. */
export interface AccessNames {
  acls: ReadonlySet<string>;
  roles: ReadonlySet<string>;
}

export async function loadAccessNames(db: Kysely<DB>): Promise<AccessNames> {
  const [acls, roles] = await Promise.all([
    db.selectFrom('acl_resources').select('name').execute(),
    db.selectFrom('roles').select('name').execute(),
  ]);
  return { acls: new Set(acls.map((row) => row.name)), roles: new Set(roles.map((row) => row.name)) };
}

const aclNames = (list: string) =>
  list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * Acls of the declaration, and approvers of its workflow steps (roles or acls), that do not exist. A
 * database without any acl yet (migrated, not yet started: the CLI imports before the first start seeds
 * the catalogue) has nothing to check them against.
 */
function unknownAccessNames(declaration: ResourceDeclaration, names: AccessNames): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  if (names.acls.size === 0) return problems;
  for (const field of ['readAcl', 'writeAcl'] as const)
    for (const name of aclNames(declaration[field]))
      if (!names.acls.has(name)) problems.push({ path: `/${field}`, message: `there is no acl "${name}"` });
  for (const operation of ['create', 'update'] as const)
    declaration.workflow?.[operation]?.forEach((step, index) =>
      step.roles.forEach((name, at) => {
        if (!names.roles.has(name) && !names.acls.has(name))
          problems.push({
            path: `/workflow/${operation}/${index}/roles/${at}`,
            message: `there is no role or acl "${name}": nobody could approve "${step.name}"`,
          });
      }),
    );
  return problems;
}

/** Checks a declaration: its shape, a usable name, a form that exists, and acls and roles that exist. */
export async function checkResourceDeclaration(
  value: unknown,
  formExists: (formId: string) => Promise<boolean> | boolean,
  accessNames: AccessNames,
): Promise<SchemaProblem[]> {
  const problems = checkSchema(ResourceDeclaration, value);
  if (problems.length > 0) return problems;
  const declaration = value as ResourceDeclaration;
  if (RESERVED_RESOURCE_NAMES.includes(declaration.name)) {
    problems.push({
      path: '/name',
      message: `"${declaration.name}" is one of the API's own paths and cannot name a resource`,
    });
  }
  if (!(await formExists(declaration.formId))) {
    problems.push({ path: '/formId', message: `there is no form "${declaration.formId}"` });
  }
  problems.push(...unknownAccessNames(declaration, accessNames));
  return problems;
}

/** Creates or replaces a declaration (a retired one comes back into service). Answers whether it was new. */
export async function saveResource(
  db: Kysely<DB>,
  declaration: ResourceDeclaration,
): Promise<{ created: boolean }> {
  const existing = await db
    .selectFrom('resources')
    .select('name')
    .where('name', '=', declaration.name)
    .executeTakeFirst();
  const values = {
    form_id: declaration.formId,
    read_acl: declaration.readAcl,
    write_acl: declaration.writeAcl,
    searchable_fields: JSON.stringify(declaration.searchableFields),
    sortable_fields: JSON.stringify(declaration.sortableFields ?? []),
    workflow: declaration.workflow ? JSON.stringify(declaration.workflow) : null,
    retired_at: null,
  };
  if (existing) {
    await db.updateTable('resources').set(values).where('name', '=', declaration.name).execute();
    await ensureRecordIndexes(db, declaration);
    return { created: false };
  }
  await db
    .insertInto('resources')
    .values({ name: declaration.name, ...values })
    .execute();
  await ensureRecordIndexes(db, declaration);
  return { created: true };
}

/** A checked declaration with only its own fields, as stored (an empty sortableFields and none alike). */
export function declarationOf(value: ResourceDeclaration): ResourceDeclaration {
  const { name, formId, readAcl, writeAcl, searchableFields, sortableFields, workflow } = value;
  return {
    name,
    formId,
    readAcl,
    writeAcl,
    searchableFields,
    ...(sortableFields?.length ? { sortableFields } : {}),
    ...(workflow ? { workflow } : {}),
  };
}

/** Saves a declaration and audits it: what it replaces (none when new) and what it now is. */
export async function declareResource(
  db: Kysely<DB>,
  declaration: ResourceDeclaration,
  actor: AuditActor | null,
): Promise<{ created: boolean }> {
  const row = await db
    .selectFrom('resources')
    .selectAll()
    .where('name', '=', declaration.name)
    .executeTakeFirst();
  const saved = await saveResource(db, declaration);
  await audit(db, {
    actor,
    action: saved.created ? 'resource.create' : 'resource.update',
    target: `resources/${declaration.name}`,
    before: row && toDeclaration(row),
    after: declaration,
  });
  return saved;
}
