// What the lint rules may look up on this server: the forms, the declared resources and the acl names.
import type { Kysely } from 'kysely';
import type { LintCatalogue } from '../../runtime/core/lint/lint-rule';
import type { DB } from '../db/schema';

export async function loadLintCatalogue(db: Kysely<DB>): Promise<LintCatalogue> {
  const [forms, resources, acls] = await Promise.all([
    db.selectFrom('forms').select('id').execute(),
    db.selectFrom('resources').select('name').where('retired_at', 'is', null).execute(),
    db.selectFrom('acl_resources').select('name').execute(),
  ]);
  return {
    formIds: forms.map((row) => row.id),
    resources: resources.map((row) => row.name),
    acls: acls.map((row) => row.name),
  };
}

/** Adds the database's forms, resources and acls to what files (or a package) declare. */
export function mergeCatalogues(files: LintCatalogue, stored: LintCatalogue): LintCatalogue {
  const merge = (a?: readonly string[], b?: readonly string[]) => [...new Set([...(a ?? []), ...(b ?? [])])];
  return {
    formIds: merge(files.formIds, stored.formIds),
    ...(files.resources || stored.resources ? { resources: merge(files.resources, stored.resources) } : {}),
    ...(stored.acls ? { acls: stored.acls } : {}),
  };
}
