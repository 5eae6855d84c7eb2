// Declared resources: each names the form that validates its records and the acls guarding it.
import type { Kysely } from 'kysely';
import type { ResourceDeclaration } from '../../schemas/resource';
import type { DB } from '../db/schema';
import { notFound } from '../errors';

export async function getResource(db: Kysely<DB>, name: string): Promise<ResourceDeclaration> {
  const row = await db.selectFrom('resources').selectAll().where('name', '=', name).executeTakeFirst();
  if (!row) throw notFound('RESOURCE_NOT_FOUND', `There is no resource "${name}"`);
  return {
    name: row.name,
    formId: row.form_id,
    readAcl: row.read_acl,
    writeAcl: row.write_acl,
    searchableFields: row.searchable_fields,
  };
}
