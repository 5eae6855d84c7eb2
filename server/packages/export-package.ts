// Exports forms with the resources behind them and the menu entries that point at them.
import type { Kysely } from 'kysely';
import type { FormDefinition } from '../../schemas/form-definition';
import type { FormPackage } from '../../schemas/package';
import type { DB } from '../db/schema';
import { findForm } from '../forms';
import { listResources } from '../records/resources';
import { AppError, notFound } from '../errors';
import { menuEntries } from './package-menu';

/** Whether a menu link opens one of the forms: /app/{slug}/{formId}[/...] names it as a path segment. */
function linksToForm(routerLink: string, formIds: Set<string>): boolean {
  return routerLink.split(/[/?#]/).some((segment) => formIds.has(segment));
}

const formExists = async (db: Kysely<DB>, id: string) =>
  !!(await db.selectFrom('forms').select('id').where('id', '=', id).executeTakeFirst());

/** A package carries published versions: a form only ever saved as a draft has nothing to export yet. */
function notPublished(formIds: string[]): AppError {
  const named = formIds.map((id) => `"${id}"`).join(', ');
  const message =
    formIds.length === 1
      ? `The form ${named} has no published version yet: publish it to export it`
      : `The forms ${named} have no published version yet: publish them to export them`;
  return new AppError(409, 'FORM_NOT_PUBLISHED', message, { formIds });
}

/**
 * Exports the named forms, else the published forms of one category, else every published form. A retired
 * form is left out of the last two; named (the forms list shows it when asked to), it is exported.
 */
export async function exportPackage(
  db: Kysely<DB>,
  formIds?: string[],
  category?: string,
): Promise<FormPackage & { forms: FormDefinition[] }> {
  let published = db
    .selectFrom('forms')
    .select('id')
    .where('published_version', 'is not', null) // packages carry published versions only
    .where('retired_at', 'is', null)
    .orderBy('id');
  if (category !== undefined) published = published.where('category', '=', category);
  const ids = formIds && formIds.length > 0 ? formIds : (await published.execute()).map((row) => row.id);
  const forms: FormDefinition[] = [];
  const drafts: string[] = [];
  for (const id of ids) {
    const form = await findForm(db, id);
    if (form) forms.push(form);
    else if (await formExists(db, id)) drafts.push(id);
    else throw notFound('FORM_NOT_FOUND', `There is no form with id "${id}"`);
  }
  if (drafts.length > 0) throw notPublished(drafts);
  const wanted = new Set(ids);
  const resources = (await listResources(db))
    .filter((resource) => wanted.has(resource.formId) && !resource.retiredAt)
    .map(({ retiredAt: _retiredAt, ...declaration }) => declaration);
  const menu = (await menuEntries(db)).filter((entry) => linksToForm(entry.routerLink, wanted));
  return { formatVersion: 1, forms, resources, menu };
}
