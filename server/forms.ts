// Stored form definitions. The database keeps components as JSON; the API answers the wire format.
import type { Kysely } from 'kysely';
import type {
  FormDefinition,
  FormDefinitionWire,
  FormDisplay,
  FormSettings,
} from '../schemas/form-definition';
import { formProperties } from '../runtime/core/form-properties';
import { encodeFormDefinition } from '../runtime/core/form-tree';
import type { DB } from './db/schema';
import { AppError, notFound } from './errors';
import {
  formColumns,
  getVersion,
  insertVersion,
  latestVersion,
  publishVersion,
  sameContent,
} from './form-versions';

type FormRow = {
  id: string;
  name: string;
  category: string;
  components: unknown[];
  public: boolean;
  display: FormDisplay | null;
  settings: FormSettings | null;
  locked_by: string | null;
  lock_expires_at: Date | null;
  updated_at: Date;
};

function toWire(row: FormRow): FormDefinitionWire {
  return {
    ...encodeFormDefinition({
      id: row.id,
      name: row.name,
      category: row.category,
      ...formProperties(row),
      components: row.components as FormDefinition['components'],
    }),
    lockedBy: lockHolder(row),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function findForm(db: Kysely<DB>, id: string): Promise<FormDefinition | undefined> {
  const row = await db
    .selectFrom('forms')
    .select(['id', 'name', 'category', 'public', 'display', 'settings', 'components'])
    .where('id', '=', id)
    // A form never published is served to nobody and validates no record.
    .where('published_version', 'is not', null)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      name: row.name,
      category: row.category,
      ...formProperties(row),
      components: row.components as FormDefinition['components'],
    }
  );
}

/** The published version of a form (what the portal serves). */
export async function getFormWire(db: Kysely<DB>, id: string): Promise<FormDefinitionWire> {
  const row = await db.selectFrom('forms').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('FORM_NOT_FOUND', `There is no form with id "${id}"`);
  if (row.published_version === null)
    throw notFound('FORM_NOT_PUBLISHED', `The form "${id}" has no published version yet`);
  return toWire(row);
}

/** The newest version of a form, draft or published (designers open drafts in the portal). */
export async function getDraftFormWire(db: Kysely<DB>, id: string): Promise<FormDefinitionWire> {
  const [version, row] = await Promise.all([
    getVersion(db, id, 'latest'),
    db.selectFrom('forms').select(['locked_by', 'lock_expires_at']).where('id', '=', id).executeTakeFirst(),
  ]);
  return {
    ...encodeFormDefinition(version.form as FormDefinition),
    lockedBy: row ? lockHolder(row) : null,
    updatedAt: version.createdAt,
  };
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
    .where('published_version', 'is not', null)
    .executeTakeFirst();
  if (!row) {
    throw new AppError(401, 'FORM_NOT_PUBLIC', 'This form is not public: sign in to open it', { formId: id });
  }
  return withoutLockHolder(toWire(row));
}

/** A form as answered to someone who does not design forms: who holds its lock is not theirs to know. */
export function withoutLockHolder(form: FormDefinitionWire): FormDefinitionWire {
  const { lockedBy: _lockedBy, ...wire } = form;
  return wire;
}

export async function listFormsWire(db: Kysely<DB>, category?: string): Promise<FormDefinitionWire[]> {
  let query = db.selectFrom('forms').selectAll().where('published_version', 'is not', null).orderBy('id');
  if (category !== undefined) query = query.where('category', '=', category);
  return (await query.execute()).map(toWire);
}

/**
 * How long a designer's lock on a form holds without being renewed: the builder renews it every
 * minute while open and releases it on leaving; a closed tab's or a lost connection's
 * lock lapses after this.
 */
export const FORM_LOCK_SECONDS = 180;

/** Who holds a form's lock now: nobody once it has lapsed. */
export function lockHolder(
  row: { locked_by: string | null; lock_expires_at: Date | null },
  now = new Date(),
): string | null {
  return row.locked_by && row.lock_expires_at && new Date(row.lock_expires_at) > now ? row.locked_by : null;
}

/** Refuses a change to a form locked by someone else (423). */
export async function assertNotLockedByOther(db: Kysely<DB>, formId: string, userId: string): Promise<void> {
  const row = await db
    .selectFrom('forms')
    .leftJoin('users', 'users.id', 'forms.locked_by')
    .select(['forms.locked_by', 'forms.lock_expires_at', 'users.display_name'])
    .where('forms.id', '=', formId)
    .executeTakeFirst();
  const holder = row ? lockHolder(row) : null;
  if (holder && holder !== userId) {
    throw new AppError(
      423,
      'FORM_LOCKED',
      `The form "${formId}" is locked by ${row?.display_name ?? 'another designer'}`,
      { formId, lockedBy: holder, lockedByName: row?.display_name ?? null },
    );
  }
}

/** Locks the form's row for the transaction: 404 for an unknown form, 423 when another designer holds it. */
export async function lockedForm(db: Kysely<DB>, formId: string, userId: string): Promise<void> {
  const row = await db
    .selectFrom('forms')
    .select('id')
    .where('id', '=', formId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('FORM_NOT_FOUND', `There is no form with id "${formId}"`);
  await assertNotLockedByOther(db, formId, userId);
}

/** Locks a form for the user (again: a renewal) or releases their lock. */
export async function setFormLock(
  db: Kysely<DB>,
  formId: string,
  userId: string,
  lock: boolean,
): Promise<void> {
  const change = async (trx: Kysely<DB>) => {
    await lockedForm(trx, formId, userId);
    await trx
      .updateTable('forms')
      .set({
        locked_by: lock ? userId : null,
        lock_expires_at: lock ? new Date(Date.now() + FORM_LOCK_SECONDS * 1000) : null,
      })
      .where('id', '=', formId)
      .execute();
  };
  // Within the caller's transaction (with its audit entry), or in one of its own.
  if (db.isTransaction) await change(db);
  else await db.transaction().execute(change);
}

/**
 * Stores a form (already validated) as a new version AND publishes it: the meaning of a save through
 * POST /api/ignite/application, the seed, the CLI and package import. The same content as the newest
 * version makes no new version (it is published if it was a draft). Answers whether the form was created.
 */
export async function saveForm(
  db: Kysely<DB>,
  form: FormDefinition,
  userId: string | null,
): Promise<{ created: boolean }> {
  const existing = await db
    .selectFrom('forms')
    .select(['published_version'])
    .where('id', '=', form.id)
    .forUpdate()
    .executeTakeFirst();
  const latest = existing && (await latestVersion(db, form.id));
  if (latest && sameContent(latest, form)) {
    if (existing.published_version !== latest.version)
      await publishVersion(db, form.id, latest.version, userId);
    return { created: false };
  }
  const version = (latest?.version ?? 0) + 1;
  const values = {
    ...formColumns(form),
    published_version: version,
    updated_by: userId,
    updated_at: new Date(),
  };
  await db
    .insertInto('forms')
    .values({ id: form.id, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  await insertVersion(db, form, version, userId, '');
  return { created: !existing };
}

/** Stores the form once, as the published version 1, unless a form with its id exists (the seed). */
export async function saveFormUnlessPresent(db: Kysely<DB>, form: FormDefinition): Promise<void> {
  const present = await db.selectFrom('forms').select('id').where('id', '=', form.id).executeTakeFirst();
  if (!present) await saveForm(db, form, null);
}
