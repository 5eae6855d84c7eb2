// What the lint rules may look up on this server: the forms, the declared resources (with the required
// fields of the published form validating each one's records) and the acl names.
import type { Kysely } from 'kysely';
import type { FormComponent } from '../../schemas/form-definition';
import type { LintCatalogue } from '../../runtime/core/lint/lint-rule';
import { resourceForms } from '../../runtime/core/lint/required-fields';
import type { DB } from '../db/schema';

export async function loadLintCatalogue(db: Kysely<DB>): Promise<LintCatalogue> {
  const [forms, resources, acls] = await Promise.all([
    db.selectFrom('forms').select('id').execute(),
    // The form a resource's writes are validated against is its published one (records/record-access.ts).
    db
      .selectFrom('resources')
      .leftJoin('forms', (join) =>
        join.onRef('forms.id', '=', 'resources.form_id').on('forms.published_version', 'is not', null),
      )
      .select(['resources.name', 'resources.form_id', 'forms.components'])
      .where('resources.retired_at', 'is', null)
      .execute(),
    db.selectFrom('acl_resources').select('name').execute(),
  ]);
  const published = new Map(
    resources.flatMap((row) => (row.components ? [[row.form_id, row.components as FormComponent[]]] : [])),
  );
  return {
    formIds: forms.map((row) => row.id),
    resources: resources.map((row) => row.name),
    acls: acls.map((row) => row.name),
    resourceForms: resourceForms(
      resources.map((row) => ({ name: row.name, formId: row.form_id })),
      (formId) => published.get(formId),
    ),
  };
}

/**
 * Adds the database's forms, resources and acls to what files (or a package) declare; a resource's form
 * described by the files wins over the stored one.
 */
export function mergeCatalogues(files: LintCatalogue, stored: LintCatalogue): LintCatalogue {
  const merge = (a?: readonly string[], b?: readonly string[]) => [...new Set([...(a ?? []), ...(b ?? [])])];
  return {
    formIds: merge(files.formIds, stored.formIds),
    ...(files.resources || stored.resources ? { resources: merge(files.resources, stored.resources) } : {}),
    ...(stored.acls ? { acls: stored.acls } : {}),
    ...(files.resourceForms || stored.resourceForms
      ? { resourceForms: { ...stored.resourceForms, ...files.resourceForms } }
      : {}),
  };
}
