// The audit log, readable by admins (acl admin.audit), newest first.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { MAX_PAGE_SIZE } from '../../schemas/api';
import type { ServerContext } from '../context';
import { requireAcl } from '../plugins/auth';
import { toPage } from '../records/page';

export const AUDIT_ACL = 'admin.audit';

const AuditQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 50 })),
  action: Type.Optional(Type.String({ maxLength: 100 })),
  actorId: Type.Optional(Type.String({ maxLength: 100 })),
  target: Type.Optional(Type.String({ maxLength: 300 })),
});
type AuditQuery = Type.Static<typeof AuditQuery>;

export async function auditRoutes(app: FastifyInstance, { database }: ServerContext): Promise<void> {
  const { db } = database;
  app.get<{ Querystring: AuditQuery }>(
    '/api/iam/audit-log',
    { schema: { querystring: AuditQuery } },
    async (request) => {
      requireAcl(request, AUDIT_ACL);
      const { page = 1, size = 50, action, actorId, target } = request.query;
      let base = db.selectFrom('audit_log');
      if (action) base = base.where('action', '=', action);
      if (actorId) base = base.where('actor_id', '=', actorId);
      if (target) base = base.where('target', '=', target);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('id', 'desc')
          .limit(size)
          .offset((page - 1) * size)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const content = rows.map((row) => ({
        id: Number(row.id),
        at: new Date(row.at).toISOString(),
        actorId: row.actor_id,
        actorName: row.actor_name,
        action: row.action,
        target: row.target,
        before: row.before,
        after: row.after,
        details: row.details,
        ip: row.ip,
      }));
      return toPage(content, page, size, Number(count.total));
    },
  );
}
