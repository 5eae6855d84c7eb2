// The versions of a form: every save is one (who, when, note); the forms row holds the published one.
import isEqual from 'lodash/isEqual';
import type { Kysely } from 'kysely';
import type { FormDefinition, FormDisplay, FormSettings } from '../schemas/form-definition';
import type { FormVersion, FormVersionSummary } from '../schemas/form-versions';
import { formProperties } from '../runtime/core/form-properties';
import type { DB } from './db/schema';
import { notFound } from './errors';

/** The content columns shared by the forms row and a version row. */
export function formColumns(form: FormDefinition) {
  return {
    name: form.name,
    category: form.category,
    public: form.public === true,
    display: form.display ?? null,
    settings: form.settings ? JSON.stringify(form.settings) : null,
    components: JSON.stringify(form.components),
  };
}

interface VersionContent {
  form_id: string;
  version: number;
  name: string;
  category: string;
  public: boolean;
  display: FormDisplay | null;
  settings: FormSettings | null;
  components: unknown[];
}

export function versionForm(row: VersionContent): FormDefinition {
  return {
    id: row.form_id,
    name: row.name,
    category: row.category,
    ...formProperties(row),
    components: row.components as FormDefinition['components'],
  };
}

const content = (form: FormDefinition) => ({
  name: form.name,
  category: form.category,
  ...formProperties(form),
  components: form.components,
});

// JSONB does not keep key order, so compare values, not texts; `public: false` spelled out is the same.
export const sameContent = (row: VersionContent, form: FormDefinition): boolean =>
  isEqual(content(versionForm(row)), content(form));

const contentColumns = [
  'form_id',
  'version',
  'name',
  'category',
  'public',
  'display',
  'settings',
  'components',
] as const;

export async function latestVersion(db: Kysely<DB>, formId: string): Promise<VersionContent | undefined> {
  return db
    .selectFrom('form_versions')
    .select(contentColumns)
    .where('form_id', '=', formId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertVersion(
  db: Kysely<DB>,
  form: FormDefinition,
  version: number,
  userId: string | null,
  note: string,
): Promise<void> {
  await db
    .insertInto('form_versions')
    .values({ form_id: form.id, version, ...formColumns(form), note, created_by: userId })
    .execute();
}

/** Makes a stored version the one the portal serves: its content goes into the forms row. */
export async function publishVersion(
  db: Kysely<DB>,
  formId: string,
  version: number,
  userId: string | null,
): Promise<void> {
  const row = await db
    .selectFrom('form_versions')
    .select(contentColumns)
    .where('form_id', '=', formId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) throw versionNotFound(formId, version);
  await db
    .updateTable('forms')
    .set({
      ...formColumns(versionForm(row)),
      published_version: version,
      updated_by: userId,
      updated_at: new Date(),
    })
    .where('id', '=', formId)
    .execute();
}

const versionNotFound = (formId: string, version: number) =>
  notFound('FORM_VERSION_NOT_FOUND', `The form "${formId}" has no version ${version}`);

function summaryQuery(db: Kysely<DB>, formId: string) {
  return db
    .selectFrom('form_versions as v')
    .innerJoin('forms as f', 'f.id', 'v.form_id')
    .leftJoin('users as u', 'u.id', 'v.created_by')
    .select([
      'v.form_id',
      'v.version',
      'v.note',
      'v.created_by',
      'v.created_at',
      'u.display_name',
      'f.published_version',
    ])
    .where('v.form_id', '=', formId);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

function toSummary(row: SummaryRow): FormVersionSummary {
  return {
    formId: row.form_id,
    version: row.version,
    note: row.note,
    createdBy:
      row.created_by && row.display_name ? { id: row.created_by, displayName: row.display_name } : null,
    createdAt: new Date(row.created_at).toISOString(),
    published: row.published_version === row.version,
  };
}

/** Every version of a form, newest first; 404 FORM_NOT_FOUND for an unknown form. */
export async function listVersions(db: Kysely<DB>, formId: string): Promise<FormVersionSummary[]> {
  const rows = await summaryQuery(db, formId).orderBy('v.version', 'desc').execute();
  if (rows.length === 0) throw notFound('FORM_NOT_FOUND', `There is no form with id "${formId}"`);
  return rows.map(toSummary);
}

export async function versionSummary(
  db: Kysely<DB>,
  formId: string,
  version: number,
): Promise<FormVersionSummary> {
  const row = await summaryQuery(db, formId).where('v.version', '=', version).executeTakeFirst();
  if (!row) throw versionNotFound(formId, version);
  return toSummary(row);
}

/** One version with its content; 'latest' is the newest (the draft the builder opens). */
export async function getVersion(
  db: Kysely<DB>,
  formId: string,
  version: number | 'latest',
): Promise<FormVersion> {
  const row =
    version === 'latest'
      ? await latestVersion(db, formId)
      : await db
          .selectFrom('form_versions')
          .select(contentColumns)
          .where('form_id', '=', formId)
          .where('version', '=', version)
          .executeTakeFirst();
  if (!row && version === 'latest') throw notFound('FORM_NOT_FOUND', `There is no form with id "${formId}"`);
  if (!row) throw versionNotFound(formId, version as number);
  return { ...(await versionSummary(db, formId, row.version)), form: versionForm(row) };
}
