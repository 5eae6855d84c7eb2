// Stored form definitions. The database keeps components as JSON; the API answers the wire format.
import { sql, type Kysely } from 'kysely';
import type { FormDefinition, FormDefinitionWire } from '../schemas/form-definition';
import { encodeFormDefinition } from '../runtime/core/form-tree';
import type { DB } from './db/schema';
import { AppError, notFound } from './errors';

type FormRow = {
  id: string;
  name: string;
  category: string;
  components: unknown[];
  public: boolean;
  locked_by: string | null;
  updated_at: Date;
};

function toWire(row: FormRow): FormDefinitionWire {
  return {
    ...encodeFormDefinition({
      id: row.id,
      name: row.name,
      category: row.category,
      ...(row.public ? { public: true } : {}),
      components: row.components as FormDefinition['components'],
    }),
    lockedBy: row.locked_by,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function findForm(db: Kysely<DB>, id: string): Promise<FormDefinition | undefined> {
  const row = await db
    .selectFrom('forms')
    .select(['id', 'name', 'category', 'public', 'components'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      name: row.name,
      category: row.category,
      ...(row.public ? { public: true as const } : {}),
      components: row.components as FormDefinition['components'],
    }
  );
}

export async function getFormWire(db: Kysely<DB>, id: string): Promise<FormDefinitionWire> {
  const row = await db.selectFrom('forms').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('FORM_NOT_FOUND', `There is no form with id "${id}"`);
  return toWire(row);
}

/**
 * A form for a caller without a token: only a public one, without who locked it. A form that is not
 * public and one that does not exist answer the same 401, so ids cannot be probed without signing in.
 */
export async function getPublicFormWire(db: Kysely<DB>, id: string): Promise<FormDefinitionWire> {
  const row = await db
    .selectFrom('forms')
    .selectAll()
    .where('id', '=', id)
    .where('public', '=', true)
    .executeTakeFirst();
  if (!row) {
    throw new AppError(401, 'FORM_NOT_PUBLIC', 'This form is not public: sign in to open it', { formId: id });
  }
  const { lockedBy: _lockedBy, ...wire } = toWire(row);
  return wire;
}

export async function listFormsWire(db: Kysely<DB>, category?: string): Promise<FormDefinitionWire[]> {
  let query = db.selectFrom('forms').selectAll().orderBy('id');
  if (category !== undefined) query = query.where('category', '=', category);
  return (await query.execute()).map(toWire);
}

/** Refuses a change to a form locked by someone else (423). */
export async function assertNotLockedByOther(db: Kysely<DB>, formId: string, userId: string): Promise<void> {
  const row = await db
    .selectFrom('forms')
    .leftJoin('users', 'users.id', 'forms.locked_by')
    .select(['forms.locked_by', 'users.display_name'])
    .where('forms.id', '=', formId)
    .executeTakeFirst();
  if (row?.locked_by && row.locked_by !== userId) {
    throw new AppError(
      423,
      'FORM_LOCKED',
      `The form is locked by ${row.display_name ?? 'another designer'}`,
      {
        lockedBy: row.locked_by,
      },
    );
  }
}

/** Locks a form for the user or releases their lock. */
export async function setFormLock(
  db: Kysely<DB>,
  formId: string,
  userId: string,
  lock: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const exists = await trx
      .selectFrom('forms')
      .select('id')
      .where('id', '=', formId)
      .forUpdate()
      .executeTakeFirst();
    if (!exists) throw notFound('FORM_NOT_FOUND', `There is no form with id "${formId}"`);
    await assertNotLockedByOther(trx, formId, userId);
    await trx
      .updateTable('forms')
      .set({ locked_by: lock ? userId : null })
      .where('id', '=', formId)
      .execute();
  });
}

/** Creates or replaces a form (already validated). Answers whether it was created. */
export async function saveForm(
  db: Kysely<DB>,
  form: FormDefinition,
  userId: string,
): Promise<{ created: boolean }> {
  const values = {
    id: form.id,
    name: form.name,
    category: form.category,
    public: form.public === true,
    components: JSON.stringify(form.components),
    updated_by: userId,
    updated_at: new Date(),
  };
  const result = await db
    .insertInto('forms')
    .values(values)
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, id: undefined }))
    // xmax is 0 for a freshly inserted row and set for one the upsert updated.
    .returning(sql<boolean>`xmax = 0`.as('inserted'))
    .executeTakeFirstOrThrow();
  return { created: result.inserted };
}
