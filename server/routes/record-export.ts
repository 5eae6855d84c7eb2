// Downloads one record as a file (JSON or CSV), named after the resource and the record.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { ServerContext } from '../context';
import { attachmentDisposition } from '../documents';
import { currentUser } from '../plugins/auth';
import { recordAccess, visibleRecord } from '../records/record-access';
import { getRecord } from '../records/record-store';

function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  // Quote every cell; a leading formula character is neutralised so spreadsheets do not run it.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function recordAsCsv(record: Record<string, unknown>): string {
  const keys = Object.keys(record);
  return `${keys.map(csvCell).join(',')}\r\n${keys.map((key) => csvCell(record[key])).join(',')}\r\n`;
}

export async function recordExportRoutes(app: FastifyInstance, { database }: ServerContext): Promise<void> {
  app.get<{ Params: { resource: string; id: string }; Querystring: { format?: 'json' | 'csv' } }>(
    '/api/:resource/:id/export',
    {
      schema: {
        params: Type.Object({ resource: Type.String({ minLength: 1 }), id: Type.String({ minLength: 1 }) }),
        querystring: Type.Object({
          format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')])),
        }),
      },
    },
    async (request, reply) => {
      const access = await recordAccess(database.db, request.params.resource, currentUser(request), 'read');
      const record = visibleRecord(
        access,
        await getRecord(database.db, access.resource.name, request.params.id),
      );
      const format = request.query.format ?? 'json';
      const label = typeof record.caseNumber === 'string' ? record.caseNumber : String(record.id);
      const fileName = `${access.resource.name}-${label}.${format}`;
      return reply
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'no-store')
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .send(format === 'csv' ? recordAsCsv(record) : JSON.stringify(record, null, 2));
    },
  );
}
