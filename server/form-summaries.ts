// The builder's forms list: one row per form, named and dated by its newest version.
import type { Kysely } from 'kysely';
import type { FormListQuery, FormSummary } from '../schemas/form-versions';
import type { DB } from './db/schema';
import { notFound } from './errors';
import { lockHolder } from './forms';

function summaryQuery(db: Kysely<DB>) {
  return db
    .selectFrom('forms as f')
    .innerJoin('form_versions as v', 'v.form_id', 'f.id')
    .leftJoin('users as ub', 'ub.id', 'v.created_by')
    .leftJoin('users as lb', 'lb.id', 'f.locked_by')
    .where('v.version', '=', (eb) =>
      eb
        .selectFrom('form_versions as m')
        .select((sub) => sub.fn.max('m.version').as('max'))
        .whereRef('m.form_id', '=', 'f.id'),
    )
    .select([
      'f.id',
      'v.name',
      'v.category',
      'v.public',
      'v.created_at',
      'v.created_by',
      'ub.display_name as updated_by_name',
      'f.locked_by',
      'f.lock_expires_at',
      'lb.display_name as locked_by_name',
      'f.published_version',
      'v.version',
      'f.retired_at',
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

const userRef = (id: string | null, displayName: string | null) =>
  id && displayName ? { id, displayName } : null;

function toSummary(row: SummaryRow): FormSummary {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    public: row.public,
    updatedAt: new Date(row.created_at).toISOString(),
    updatedBy: userRef(row.created_by, row.updated_by_name),
    lockedBy: userRef(lockHolder(row), row.locked_by_name),
    publishedVersion: row.published_version,
    latestVersion: row.version,
    retiredAt: row.retired_at ? new Date(row.retired_at).toISOString() : null,
  };
}

/** LIKE treats % and _ as wildcards; a search text means itself. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listFormSummaries(db: Kysely<DB>, query: FormListQuery): Promise<FormSummary[]> {
  let select = summaryQuery(db).orderBy('f.id');
  const q = query.q?.trim();
  if (q) {
    const pattern = likeText(q);
    select = select.where((eb) => eb.or([eb('f.id', 'ilike', pattern), eb('v.name', 'ilike', pattern)]));
  }
  if (query.category) select = select.where('v.category', '=', query.category);
  if (!query.includeRetired) select = select.where('f.retired_at', 'is', null);
  return (await select.execute()).map(toSummary);
}

export async function formSummary(db: Kysely<DB>, formId: string): Promise<FormSummary> {
  const row = await summaryQuery(db).where('f.id', '=', formId).executeTakeFirst();
  if (!row) throw notFound('FORM_NOT_FOUND', `There is no form with id "${formId}"`);
  return toSummary(row);
}
