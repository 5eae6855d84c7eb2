// Retiring a form: deleted (with its versions) when nothing uses it, otherwise only hidden from the
// builder's list while records, menus and other forms keep using it. The forms the portal opens by
// itself (popup screens, the dashboard) are never retired.
import type { Kysely } from 'kysely';
import type { RetireFormResponse } from '../schemas/form-versions';
import { PORTAL_FORM_IDS, refersToForm } from '../runtime/core/form-references';
import { audit, type AuditActor } from './audit';
import { AppError, notFound } from './errors';
import type { DB } from './db/schema';

type UsedBy = RetireFormResponse['usedBy'];

/** A menu link opens the form when its last path segment is the id, or a segment before parameters. */
const linksTo = (routerLink: string, formId: string) =>
  routerLink.endsWith(`/${formId}`) || routerLink.includes(`/${formId}/`);

export async function formUsedBy(db: Kysely<DB>, formId: string): Promise<UsedBy> {
  const [resources, menu, forms] = await Promise.all([
    db.selectFrom('resources').select('name').where('form_id', '=', formId).orderBy('name').execute(),
    db
      .selectFrom('menu_items')
      .select(['label', 'router_link'])
      .where('router_link', 'is not', null)
      .orderBy('id')
      .execute(),
    db.selectFrom('forms').select(['id', 'components']).where('id', '!=', formId).orderBy('id').execute(),
  ]);
  return {
    resources: resources.map((row) => row.name),
    menu: menu
      .filter((row) => linksTo(row.router_link!, formId))
      .map((row) => ({ label: row.label, routerLink: row.router_link! })),
    forms: forms.filter((row) => refersToForm(row.components, formId)).map((row) => row.id),
  };
}

/** What uses a form, and whether the portal opens it by itself: told before the designer retires it. */
export async function formUses(
  db: Kysely<DB>,
  formId: string,
): Promise<{ builtIn: boolean; usedBy: UsedBy }> {
  const exists = await db.selectFrom('forms').select('id').where('id', '=', formId).executeTakeFirst();
  if (!exists) throw notFound('FORM_NOT_FOUND', `There is no form with id "${formId}"`);
  return { builtIn: PORTAL_FORM_IDS.has(formId), usedBy: await formUsedBy(db, formId) };
}

export const isUnused = (usedBy: UsedBy) =>
  usedBy.resources.length === 0 && usedBy.menu.length === 0 && usedBy.forms.length === 0;

/** A popup screen or the dashboard: the portal opens it by itself, so it is never retired. */
function portalFormRefusal(formId: string, usedBy: UsedBy): AppError {
  const forms = usedBy.forms.length ? ` Forms that open it too: ${usedBy.forms.join(', ')}.` : '';
  return new AppError(
    409,
    'FORM_BUILT_IN',
    `"${formId}" cannot be retired: the portal opens it by itself (a built-in popup screen or the dashboard), ` +
      `so retiring it would break every screen that shows it. Change it instead.${forms}`,
    { formId, usedBy },
  );
}

/** Deletes an unused form with its versions, or marks a used one retired; refuses the portal's own forms. */
export async function retireForm(db: Kysely<DB>, formId: string): Promise<RetireFormResponse> {
  const usedBy = await formUsedBy(db, formId);
  if (PORTAL_FORM_IDS.has(formId)) throw portalFormRefusal(formId, usedBy);
  if (isUnused(usedBy)) {
    await db.deleteFrom('form_versions').where('form_id', '=', formId).execute();
    await db.deleteFrom('forms').where('id', '=', formId).execute();
    return { outcome: 'deleted', usedBy };
  }
  await db.updateTable('forms').set({ retired_at: new Date() }).where('id', '=', formId).execute();
  return { outcome: 'retired', usedBy };
}

/** Brings a retired form back into the builder's list, and audits it. */
export async function restoreForm(db: Kysely<DB>, formId: string, actor: AuditActor | null): Promise<void> {
  await db.updateTable('forms').set({ retired_at: null }).where('id', '=', formId).execute();
  await audit(db, { actor, action: 'form.restore', target: `forms/${formId}` });
}
