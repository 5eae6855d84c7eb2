// Writes a checked package in one transaction, or in a dry run says what it would create, change or
// leave alone without writing anything.
import isEqual from 'lodash/isEqual';
import type { Kysely } from 'kysely';
import type { FormDefinition } from '../../schemas/form-definition';
import type { FormPackage, ImportOutcome, ImportReport } from '../../schemas/package';
import type { ResourceDeclaration } from '../../schemas/resource';
import { audit, type AuditActor } from '../audit';
import type { DB } from '../db/schema';
import { AppError } from '../errors';
import { assertHoldsFormAcls } from '../form-acl-guard';
import { restoreForm } from '../form-retirement';
import { assertNotLockedByOther, findForm, saveForm } from '../forms';
import { declarationOf, declareResource, toDeclaration } from '../records/resources';
import { applyMenuEntry } from './package-menu';
import { resourceChanges } from './resource-changes';

/** Rolls the dry run's transaction back after it has looked at everything. */
class DryRunRollback extends Error {
  constructor(readonly report: ImportReport) {
    super('dry run');
  }
}

// JSONB does not keep key order, so compare values, not texts.
const sameJson = (a: unknown, b: unknown) => isEqual(a, b);

/** The newest version of a form when it is newer than its published one (or the form was never published). */
async function unpublishedDraft(db: Kysely<DB>, formId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('forms')
    .innerJoin('form_versions', 'form_versions.form_id', 'forms.id')
    .select(['forms.published_version', (eb) => eb.fn.max('form_versions.version').as('newest')])
    .where('forms.id', '=', formId)
    .groupBy('forms.published_version')
    .executeTakeFirst();
  if (!row) return undefined;
  const newest = Number(row.newest);
  return row.published_version === null || newest > row.published_version ? newest : undefined;
}

const isRetired = async (db: Kysely<DB>, formId: string) =>
  !!(await db
    .selectFrom('forms')
    .select('id')
    .where('id', '=', formId)
    .where('retired_at', 'is not', null)
    .executeTakeFirst());

async function formOutcome(db: Kysely<DB>, form: FormDefinition): Promise<ImportOutcome> {
  const existing = await findForm(db, form.id);
  if (!existing) {
    // A form only ever saved as a draft exists all the same: the import publishes a version of it.
    const draft = await db.selectFrom('forms').select('id').where('id', '=', form.id).executeTakeFirst();
    return draft ? 'changed' : 'created';
  }
  // A stored form answers `public` only when true: an explicit false is the same form.
  const { public: isPublic, ...rest } = form;
  return sameJson(existing, isPublic ? form : rest) ? 'unchanged' : 'changed';
}

type ResourceEntry = ImportReport['resources'][number];

/** What importing the declaration does to the resource of its name, with what it changes. */
async function resourceEntry(db: Kysely<DB>, resource: ResourceDeclaration): Promise<ResourceEntry> {
  const row = await db
    .selectFrom('resources')
    .selectAll()
    .where('name', '=', resource.name)
    .executeTakeFirst();
  if (!row) return { name: resource.name, outcome: 'created' };
  // As the resource API answers it.
  const { retiredAt, ...held } = toDeclaration(row);
  const { changes, warnings } = resourceChanges(held, resource);
  if (changes.length === 0 && !retiredAt) return { name: resource.name, outcome: 'unchanged' };
  return {
    name: resource.name,
    outcome: 'changed',
    ...(changes.length > 0 ? { changes } : {}),
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}

type FormAclRefusal = { formId: string; acls: string[] };

/** The acls of a form the importer does not hold, as a publish would refuse them; none when held. */
async function formAclRefusal(
  db: Kysely<DB>,
  importer: { acls: readonly string[] },
  form: FormDefinition,
): Promise<FormAclRefusal | undefined> {
  try {
    await assertHoldsFormAcls(db, importer, form);
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError) || error.errorCode !== 'FORM_ACL_NOT_HELD') throw error;
    return { formId: form.id, acls: (error.details as { acls: string[] }).acls };
  }
}

/** 403 FORM_ACL_NOT_HELD naming each form and the acls it needs: nothing of the package is stored. */
function formAclsNotHeld(refusals: FormAclRefusal[]): AppError {
  const named = refusals.map(({ formId, acls }) => `"${formId}" (${acls.join(', ')})`).join(', ');
  return new AppError(
    403,
    'FORM_ACL_NOT_HELD',
    `Nothing imported: importing publishes forms, and only a user holding the acls they restrict a screen or fields to may publish ${named}`,
    { acls: [...new Set(refusals.flatMap((refusal) => refusal.acls))], forms: refusals },
  );
}

/**
 * Imports (or, in a dry run, reports) a package. A form created or changed is published, so the importer
 * must hold the acls it names, as a publish asks (the command line, run by an operator, has no actor).
 */
export async function applyPackage(
  db: Kysely<DB>,
  pkg: FormPackage & { forms: FormDefinition[] },
  options: { dryRun: boolean; actor: (AuditActor & { acls: readonly string[] }) | null },
): Promise<ImportReport> {
  try {
    return await db.transaction().execute(async (trx) => {
      const report: ImportReport = { dryRun: options.dryRun, forms: [], resources: [], menu: [] };
      const aclRefusals: FormAclRefusal[] = [];
      for (const form of pkg.forms) {
        // A retired form comes back into the builder's list, its content changed or not.
        const restored = await isRetired(trx, form.id);
        const outcome = restored ? 'changed' : await formOutcome(trx, form);
        // A designer editing the form in the builder holds it: the import (its dry run too) says so (423).
        if (outcome === 'changed' && options.actor)
          await assertNotLockedByOther(trx, form.id, options.actor.id);
        const draft = outcome === 'changed' ? await unpublishedDraft(trx, form.id) : undefined;
        report.forms.push({
          id: form.id,
          outcome,
          ...(draft === undefined ? {} : { unpublishedDraft: draft }),
          ...(restored ? { restored: true as const } : {}),
        });
        if (outcome === 'unchanged') continue;
        const refusal = options.actor && (await formAclRefusal(trx, options.actor, form));
        if (refusal) aclRefusals.push(refusal);
        if (options.dryRun || aclRefusals.length > 0) continue;
        await saveForm(trx, form, options.actor?.id ?? 'import');
        if (restored) await restoreForm(trx, form.id, options.actor);
      }
      if (aclRefusals.length > 0) throw formAclsNotHeld(aclRefusals);
      for (const declared of pkg.resources) {
        const resource = declarationOf(declared);
        const entry = await resourceEntry(trx, resource);
        report.resources.push(entry);
        if (entry.outcome !== 'unchanged' && !options.dryRun)
          await declareResource(trx, resource, options.actor);
      }
      for (const entry of pkg.menu) {
        report.menu.push({
          routerLink: entry.routerLink,
          outcome: await applyMenuEntry(trx, entry, options.dryRun),
        });
      }
      if (options.dryRun) throw new DryRunRollback(report);
      await audit(trx, { actor: options.actor, action: 'package.import', details: report });
      return report;
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.report;
    throw error;
  }
}
