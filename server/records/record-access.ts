// Everything a records call needs to know about its resource for this caller: the declaration, the
// form that validates it, and the fields hidden from the caller.
import type { Kysely } from 'kysely';
import type { FormComponent } from '../../schemas/form-definition';
import type { ResourceDeclaration } from '../../schemas/resource';
import { restrictedDataPaths, withoutPaths } from '../../runtime/core/field-access';
import type { CurrentUser } from '../auth/current-user';
import type { DB } from '../db/schema';
import { AppError, accessDenied, notFound } from '../errors';
import { hasAccess } from '../../runtime/core/access';
import { toDeclaration } from './resources';

/** Admins of resources (kept here so that route modules do not import each other). */
export const RESOURCES_ADMIN_ACL = 'admin.resources';

export interface RecordAccess {
  resource: ResourceDeclaration;
  components: FormComponent[];
  /** Data paths the caller may neither read nor write. */
  restricted: string[][];
  user: CurrentUser;
}

export async function recordAccess(
  db: Kysely<DB>,
  name: string,
  user: CurrentUser,
  /** `review`: the caller is a workflow item's assignee, who needs no acl of the resource's, only its fields'. */
  mode: 'read' | 'write' | 'review',
): Promise<RecordAccess> {
  // Records of a retired resource stay readable by admins until they are purged. The resource and its
  // published form's fields are read in one query (this runs on every records call).
  let query = db
    .selectFrom('resources')
    .leftJoin('forms', (join) =>
      // A form never published is served to nobody and validates no record.
      join.onRef('forms.id', '=', 'resources.form_id').on('forms.published_version', 'is not', null),
    )
    .selectAll('resources')
    .select(['forms.id as published_form', 'forms.components as form_components'])
    .where('resources.name', '=', name);
  // An item under review is decided whether or not its resource has been retired since.
  if (mode === 'write' || (mode === 'read' && !hasAccess(user.acls, RESOURCES_ADMIN_ACL)))
    query = query.where('resources.retired_at', 'is', null);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('RESOURCE_NOT_FOUND', `There is no resource "${name}"`);
  const { published_form: publishedForm, form_components: formComponents, ...resourceRow } = row;
  const resource = toDeclaration(resourceRow);
  if (mode !== 'review' && !hasAccess(user.acls, mode === 'read' ? resource.readAcl : resource.writeAcl)) {
    throw accessDenied(`You may not ${mode} ${resource.name} records`);
  }
  // The forms row exists (a foreign key), so a form not found was never published: records wait for it.
  if (publishedForm === null)
    throw new AppError(
      409,
      'FORM_NOT_PUBLISHED',
      `The form "${resource.formId}" of ${resource.name} has no published version yet`,
    );
  const form = { components: formComponents as FormComponent[] };
  return {
    resource,
    components: form.components,
    restricted: restrictedDataPaths(form.components, user.acls),
    user,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A record as this caller may see it: its data, the changes under review and the changes its history's
 * rejections kept, without restricted fields.
 */
export function visibleRecord<T extends Record<string, unknown>>(access: RecordAccess, record: T): T {
  if (access.restricted.length === 0) return record;
  const hidden = (data: Record<string, unknown>) => withoutPaths(data, access.restricted);
  const visible: Record<string, unknown> = { ...hidden(record) };
  if (isObject(visible.pendingChanges)) visible.pendingChanges = hidden(visible.pendingChanges);
  if (Array.isArray(record.workflowHistory))
    visible.workflowHistory = record.workflowHistory.map((entry: unknown) =>
      isObject(entry) && isObject(entry.pendingChanges)
        ? { ...entry, pendingChanges: hidden(entry.pendingChanges) }
        : entry,
    );
  return visible as T;
}
