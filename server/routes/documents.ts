// Document upload and download (spec 000 §7, 001 §7.1), under the {core} base.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { DocumentJson, UploadedDocument } from '../../schemas/api';
import { checkSchema } from '../../runtime/core/schema-validator';
import { audit } from '../audit';
import type { ServerContext } from '../context';
import { assertMayDownload, servedContentType } from '../document-access';
import { attachmentDisposition, loadDocument, storeDocument } from '../documents';
import { AppError, badRequest } from '../errors';
import { currentUser } from '../plugins/auth';
import { assertCleanInput } from '../plugins/input-guard';

/** The longest documentJson taken, as a field or as a JSON blob. */
const DOCUMENT_JSON_LIMIT = 64 * 1024;

const MEGABYTE = 1024 * 1024;

export async function documentRoutes(
  app: FastifyInstance,
  { database, config }: ServerContext,
): Promise<void> {
  const { db } = database;
  const tooLarge = () =>
    new AppError(
      413,
      'FILE_TOO_LARGE',
      `The file is larger than the ${(config.maxUploadBytes / MEGABYTE).toFixed(1)} MB allowed`,
      {
        maxBytes: config.maxUploadBytes,
      },
    );
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 2, fields: 5, fieldSize: DOCUMENT_JSON_LIMIT },
  });

  app.post(
    '/api/core/documents/upload',
    { schema: { response: { 200: UploadedDocument } } },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart())
        throw badRequest('MULTIPART_REQUIRED', 'Send the document as multipart/form-data');
      let documentJson: unknown;
      let file: { content: Buffer; mimetype: string; filename: string } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.fieldname === 'documentJson') {
            // A text field, or a JSON blob (a file part, as browsers' FormData and Spring clients send it).
            const text =
              part.type === 'field' ? String(part.value) : (await part.toBuffer()).toString('utf8');
            try {
              documentJson = JSON.parse(text);
            } catch {
              throw badRequest('INVALID_DOCUMENT_JSON', 'documentJson is not valid JSON');
            }
          } else if (part.type === 'file' && part.fieldname === 'file') {
            const content = await part.toBuffer();
            file = { content, mimetype: part.mimetype, filename: part.filename };
          } else if (part.type === 'file') {
            await part.toBuffer();
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        const status = (error as { statusCode?: number }).statusCode;
        if (error instanceof AppError || (status !== undefined && status < 500)) throw error;
        // The parser's own failures (a body cut short, a missing boundary) are the sender's.
        throw badRequest(
          'MALFORMED_MULTIPART',
          `The upload is not complete multipart/form-data: ${(error as Error).message}`,
        );
      }
      if (!file) throw badRequest('FILE_REQUIRED', 'The upload has no "file" part');
      // A multipart body is not JSON, so the input guard did not see these parts.
      assertCleanInput('documentJson', documentJson);
      assertCleanInput('file type', file.mimetype);
      const problems =
        documentJson === undefined
          ? [{ path: '/', message: 'documentJson is required' }]
          : checkSchema(DocumentJson, documentJson);
      if (problems.length > 0)
        throw badRequest('INVALID_DOCUMENT_JSON', 'documentJson is not valid', problems);
      const meta = documentJson as DocumentJson;
      const content = file.content;
      const fileType = meta.fileType || file.mimetype || 'application/octet-stream';
      // An upload is a write like any other: the document and its audit entry land together or not at all.
      return db.transaction().execute(async (trx) => {
        const stored = await storeDocument(trx, {
          fileName: meta.fileName,
          fileType,
          content,
          createdById: user.id,
        });
        await audit(trx, {
          actor: user,
          action: 'document.upload',
          target: `documents/${stored.id}`,
          after: stored,
          ip: request.ip,
        });
        return stored;
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/core/documents/download/:id',
    { schema: { params: Type.Object({ id: Type.String() }) } },
    async (request, reply) => {
      const user = currentUser(request);
      const document = await loadDocument(db, request.params.id);
      await assertMayDownload(db, user, document);
      // Even opened directly, a download is a sandboxed, unsniffed attachment: it can run nothing here.
      return reply
        .header('content-disposition', attachmentDisposition(document.file_name))
        .header('cache-control', 'no-store')
        .header('content-security-policy', 'sandbox')
        .header('x-content-type-options', 'nosniff')
        .type(servedContentType(document.file_type))
        .send(Buffer.from(document.content));
    },
  );
}
