// The builder's writes: a save stores a draft version, publishing makes a version the served one (after
// the lint), a rollback copies an old version into a new draft. Each runs in one transaction, audited.
import { assertHoldsFormAcls } from './form-acl-guard';
import type { Kysely } from 'kysely';
import type { FormDefinition } from '../schemas/form-definition';
import type { FormSummary, FormVersionSummary } from '../schemas/form-versions';
import { validateFormDefinition } from '../runtime/core/form-definition-validation';
import { hasLintErrors, lintForm } from '../runtime/core/lint/lint-form';
import type { LintProblem } from '../runtime/core/lint/lint-rule';
import { audit, type AuditActor } from './audit';
import type { DB } from './db/schema';
import { AppError, badRequest } from './errors';
import { formSummary } from './form-summaries';
import {
  formColumns,
  getVersion,
  insertVersion,
  latestVersion,
  publishVersion,
  sameContent,
  versionSummary,
} from './form-versions';
import { lockedForm } from './forms';
import { loadLintCatalogue } from './lint/lint-catalogue';

export interface SavedVersion {
  version: FormVersionSummary;
  problems: LintProblem[];
  /** The form was the newest version's content: nothing was stored, that version is answered. */
  unchanged?: true;
}

/** A form definition checked by the schemas and the builder rules, else 400 INVALID_FORM with the paths. */
export function checkedForm(input: unknown): FormDefinition {
  const result = validateFormDefinition(input);
  if (!result.ok) throw badRequest('INVALID_FORM', 'The form definition is not valid', result.problems);
  return result.form;
}

export async function lintProblems(db: Kysely<DB>, form: FormDefinition): Promise<LintProblem[]> {
  return lintForm(form, await loadLintCatalogue(db));
}

const formExists = (formId: string) =>
  new AppError(409, 'FORM_EXISTS', `A form with id "${formId}" exists already`, { formId });

/** Stores a form as the next version of its id (a draft) and answers it with its lint problems. */
async function storeDraft(
  db: Kysely<DB>,
  form: FormDefinition,
  actor: AuditActor,
  note: string,
  action: string,
): Promise<SavedVersion> {
  const version = ((await latestVersion(db, form.id))?.version ?? 0) + 1;
  await insertVersion(db, form, version, actor.id, note);
  await audit(db, { actor, action, target: `forms/${form.id}`, after: form, details: { version, note } });
  return { version: await versionSummary(db, form.id, version), problems: await lintProblems(db, form) };
}

/** A new form whose first version is a draft: the forms row holds it, unpublished, served to nobody. */
async function insertDraftForm(db: Kysely<DB>, form: FormDefinition, actor: AuditActor): Promise<void> {
  const exists = await db.selectFrom('forms').select('id').where('id', '=', form.id).executeTakeFirst();
  if (exists) throw formExists(form.id);
  await db
    .insertInto('forms')
    .values({ id: form.id, ...formColumns(form), published_version: null, updated_by: actor.id })
    .execute();
}

export async function createForm(
  db: Kysely<DB>,
  input: unknown,
  actor: AuditActor,
  note = '',
): Promise<SavedVersion> {
  const form = checkedForm(input);
  return db.transaction().execute(async (trx) => {
    await insertDraftForm(trx, form, actor);
    return storeDraft(trx, form, actor, note, 'form.create-draft');
  });
}

export async function saveDraft(
  db: Kysely<DB>,
  formId: string,
  request: { form: unknown; note?: string; baseVersion?: number },
  actor: AuditActor,
): Promise<SavedVersion> {
  const form = checkedForm(request.form);
  if (form.id !== formId)
    throw badRequest('FORM_ID_MISMATCH', `The form's id "${form.id}" is not "${formId}"`, [
      { path: '/id', message: `must be "${formId}"` },
    ]);
  return db.transaction().execute(async (trx) => {
    await lockedForm(trx, formId, actor.id);
    const newest = await latestVersion(trx, formId);
    const latest = newest?.version;
    if (request.baseVersion !== undefined && request.baseVersion !== latest)
      throw new AppError(
        409,
        'FORM_VERSION_CONFLICT',
        `Version ${latest} was saved after version ${request.baseVersion}: open it again before saving`,
        { baseVersion: request.baseVersion, latestVersion: latest },
      );
    // A save that changes nothing adds no version the same as the one before it (Versions would list both).
    if (newest && sameContent(newest, form))
      return {
        version: await versionSummary(trx, formId, newest.version),
        problems: await lintProblems(trx, form),
        unchanged: true,
      };
    return storeDraft(trx, form, actor, request.note ?? '', 'form.save-draft');
  });
}

/**
 * Publishes a version unless the lint finds errors (400 LINT_ERRORS); warnings do not block. With
 * `knownVersion`, the newest version the designer had when they chose to publish, a version saved since
 * (by a colleague who took the lock after the designer's lapsed) refuses the publish (409
 * FORM_VERSION_CONFLICT) instead of replacing what the colleague may have published. An older version
 * chosen knowingly (the Versions page, which names the newest it lists) is published.
 */
export async function publishFormVersion(
  db: Kysely<DB>,
  formId: string,
  version: number,
  actor: AuditActor & { acls: readonly string[] },
  knownVersion?: number,
): Promise<FormVersionSummary> {
  return db.transaction().execute(async (trx) => {
    await lockedForm(trx, formId, actor.id);
    const latest = (await latestVersion(trx, formId))?.version;
    if (knownVersion !== undefined && latest !== undefined && knownVersion !== latest)
      throw new AppError(
        409,
        'FORM_VERSION_CONFLICT',
        `Version ${latest} was saved after version ${knownVersion}: nothing was published. Open the form again to see it before publishing`,
        { latestVersion: latest, knownVersion },
      );
    const { form } = await getVersion(trx, formId, version);
    await assertHoldsFormAcls(trx, actor, form as FormDefinition);
    const problems = await lintProblems(trx, form as FormDefinition);
    if (hasLintErrors(problems))
      throw badRequest(
        'LINT_ERRORS',
        `Version ${version} has lint errors: fix them before publishing`,
        problems,
      );
    const { published_version: previous } = await trx
      .selectFrom('forms')
      .select('published_version')
      .where('id', '=', formId)
      .executeTakeFirstOrThrow();
    await publishVersion(trx, formId, version, actor.id);
    await audit(trx, {
      actor,
      action: 'form.publish',
      target: `forms/${formId}`,
      before: { publishedVersion: previous },
      after: { publishedVersion: version },
      details: { version },
    });
    return versionSummary(trx, formId, version);
  });
}

export async function rollbackForm(
  db: Kysely<DB>,
  formId: string,
  version: number,
  actor: AuditActor,
  note?: string,
): Promise<SavedVersion> {
  return db.transaction().execute(async (trx) => {
    await lockedForm(trx, formId, actor.id);
    const { form } = await getVersion(trx, formId, version);
    return storeDraft(
      trx,
      form as FormDefinition,
      actor,
      note || `Rolled back to version ${version}`,
      'form.rollback',
    );
  });
}

/** A copy of a form's newest version under a new id, as a draft. */
export async function duplicateForm(
  db: Kysely<DB>,
  formId: string,
  request: { newId: string; name?: string },
  actor: AuditActor,
): Promise<FormSummary> {
  return db.transaction().execute(async (trx) => {
    const { form } = await getVersion(trx, formId, 'latest');
    const copy = { ...(form as FormDefinition), id: request.newId, name: request.name ?? form.name };
    await insertDraftForm(trx, copy, actor);
    await storeDraft(trx, copy, actor, `Copy of ${formId}`, 'form.duplicate');
    return formSummary(trx, request.newId);
  });
}
