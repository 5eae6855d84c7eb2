// Who may download a document, and how it is served. A document belongs to the user who uploaded it
// and to the records that refer to it (a file field keeps its id in the record's data): the uploader
// and whoever may read one of those records may download it. So only the uploader may make a record
// refer to it (assertMayReferToDocuments): a reference is a grant. Content that a browser would run (HTML,
// SVG, XML, scripts, anything not known to be inert) is served as bytes to save, never as a page.
import { sql, type Kysely } from 'kysely';
import { hasAccess } from '../runtime/core/access';
import type { CurrentUser } from './auth/current-user';
import type { DB } from './db/schema';
import { accessDenied, badRequest } from './errors';

/** Types a browser shows without running anything; every other type is served as a download of bytes. */
const INERT_TYPES = new Set([
  'application/pdf',
  'application/zip',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'text/plain',
  'text/csv',
]);

/** The content type to send for a stored type: inert types as stored, anything else as bytes. */
export function servedContentType(storedType: string): string {
  const mediaType = storedType.split(';')[0]?.trim().toLowerCase() ?? '';
  return INERT_TYPES.has(mediaType) ? mediaType : 'application/octet-stream';
}

/**
 * Refuses the caller unless they uploaded the document, may read a record that refers to it (in its data
 * or in its changes under review, which its readers see too), or are asked to approve changes of a
 * record that refers to it (an approver reviews with the item's access, which may not include reading
 * the resource).
 */
export async function assertMayDownload(
  db: Kysely<DB>,
  user: CurrentUser,
  document: { id: string; created_by_id: string },
): Promise<void> {
  if (document.created_by_id === user.id) return;
  const pattern = standingAlone(document.id);
  const owners = await db
    .selectFrom('records')
    .innerJoin('resources', 'resources.name', 'records.resource')
    .leftJoin('workflow_items', (join) =>
      join
        .onRef('workflow_items.record_id', '=', 'records.id')
        .on('workflow_items.status', '=', 'PENDING')
        .on('workflow_items.assigned_to', '=', user.id),
    )
    .select(['resources.read_acl', 'workflow_items.id as itemId'])
    .where('records.deleted', '=', false)
    .where((eb) =>
      eb.or([
        eb(sql<string>`records.data::text`, '~*', pattern),
        eb(sql<string>`coalesce(records.pending_changes::text, '')`, '~*', pattern),
      ]),
    )
    .execute();
  if (owners.some((owner) => owner.itemId !== null || hasAccess(user.acls, owner.read_acl))) return;
  throw accessDenied('You may not download this document');
}

/** Document ids are UUIDs. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * A PostgreSQL pattern finding the id where it stands alone (no hex digit or dash either side): exactly
 * where the reference check below reads it. A substring search would also find it glued to another
 * id-shaped text ("…-5555" + id), which the reference check reads as another id: a grant without a check.
 * Document ids are UUIDs (checked when loaded), so the id is safe inside the pattern.
 */
function standingAlone(id: string): string {
  return `(^|[^0-9a-f-])${id}($|[^0-9a-f-])`;
}

/** Records the id-shaped texts in a text (a value, or a key) under the path where they stand. */
function idsInText(text: string, path: string, found: Map<string, string>): void {
  for (const id of text.match(UUID) ?? [])
    if (!found.has(id.toLowerCase())) found.set(id.toLowerCase(), path);
}

/**
 * Every id-shaped text in a record's data, with the path where it stands (lines[0].file): in values and
 * in keys alike, as the download check finds a reference anywhere in the data's text.
 */
function idsIn(value: unknown, path = '', found = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') idsInText(value, path, found);
  else if (Array.isArray(value)) value.forEach((item, index) => idsIn(item, `${path}[${index}]`, found));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      const inner = path ? `${path}.${key}` : key;
      idsInText(key, inner, found);
      idsIn(item, inner, found);
    }
  return found;
}

/**
 * Refuses a write whose data newly refers to a document another user uploaded: its readers could then
 * download it. A reference the stored record already had stays.
 */
export async function assertMayReferToDocuments(
  db: Kysely<DB>,
  user: CurrentUser,
  data: Record<string, unknown>,
  stored?: Record<string, unknown>,
): Promise<void> {
  const before = idsIn(stored);
  const added = [...idsIn(data)].filter(([id]) => !before.has(id));
  if (added.length === 0) return;
  const foreign = new Set(
    (
      await db
        .selectFrom('documents')
        .select('id')
        .where(
          'id',
          'in',
          added.map(([id]) => id),
        )
        .where('created_by_id', '!=', user.id)
        .execute()
    ).map((row) => row.id),
  );
  const problems = added
    .filter(([id]) => foreign.has(id))
    .map(([id, path]) => ({ path, message: `Document ${id} was uploaded by someone else` }));
  if (problems.length > 0)
    throw badRequest(
      'DOCUMENT_NOT_YOURS',
      'The record refers to a document someone else uploaded: upload the file again to attach it',
      problems,
    );
}
