// A designer changes only what they could use themselves: publishing a form whose screen or fields are
// restricted to an acl the designer does not hold would let them lift the restriction (and read the
// restricted fields of every record of its resource) or put their scripts on screens only holders of
// that acl open (an administrator's). The acls of the form published now and of the new one count.
import type { Kysely } from 'kysely';
import { hasAccess } from '../runtime/core/access';
import { eachFormString } from '../runtime/core/lint/form-values';
import type { FormDefinition } from '../schemas/form-definition';
import type { DB } from './db/schema';
import { AppError } from './errors';
import { findForm } from './forms';

/**
 * Every aclResource a form names, each once: its components' and its screen configuration's, and those of
 * their settings (a smart table's gridOptions, an action button's, a listener step's).
 */
export function aclsNamedBy(form: FormDefinition): string[] {
  const named = new Set<string>();
  eachFormString(form, (text, { name }) => {
    if (name === 'aclResource' && text.trim() !== '') named.add(text.trim());
  });
  return [...named];
}

/**
 * Refuses (403 FORM_ACL_NOT_HELD, naming them) a publish by a caller who lacks an acl named by the
 * form as published now or by the version to publish.
 */
export async function assertHoldsFormAcls(
  db: Kysely<DB>,
  caller: { acls: readonly string[] },
  form: FormDefinition,
): Promise<void> {
  const published = await findForm(db, form.id);
  const named = new Set([...(published ? aclsNamedBy(published) : []), ...aclsNamedBy(form)]);
  if (named.size === 0) return;
  const declared = new Set(
    (await db.selectFrom('acl_resources').select('name').execute()).map((row) => row.name),
  );
  // An acl that does not exist restricts to nobody (the lint's unknown-acl warns of it): no one holds it.
  const missing = [...named].filter(
    (acl) => acl.split(',').some((name) => declared.has(name.trim())) && !hasAccess(caller.acls, acl),
  );
  if (missing.length > 0)
    throw new AppError(
      403,
      'FORM_ACL_NOT_HELD',
      `Only a user holding ${missing.join(' and ')} may publish this form: it restricts a screen or fields to ${missing.length === 1 ? 'it' : 'them'}`,
      { acls: missing },
    );
}
