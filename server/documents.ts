// Documents kept in the database: uploaded through multipart, downloaded with their name.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { UploadedDocument } from '../schemas/api';
import type { DB } from './db/schema';
import { notFound } from './errors';

export interface NewDocument {
  fileName: string;
  fileType: string;
  content: Buffer;
  createdById: string;
}

export async function storeDocument(db: Kysely<DB>, document: NewDocument): Promise<UploadedDocument> {
  const id = randomUUID();
  await db
    .insertInto('documents')
    .values({
      id,
      file_name: document.fileName,
      file_type: document.fileType,
      file_size: document.content.length,
      content: document.content,
      created_by_id: document.createdById,
    })
    .execute();
  return { id, fileName: document.fileName, fileType: document.fileType, fileSize: document.content.length };
}

export async function loadDocument(db: Kysely<DB>, id: string) {
  const row = /^[0-9a-f-]{36}$/.test(id)
    ? await db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('DOCUMENT_NOT_FOUND', `There is no document with id "${id}"`);
  return row;
}

/** A content-disposition header that survives any file name (RFC 6266 with an ASCII fallback). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
