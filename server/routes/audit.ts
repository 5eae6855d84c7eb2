// The audit log, readable by admins (acl admin.audit): the list, newest first, filtered with the q
// language, each entry with a readable summary of what it changed; and the check of its hash chain.
import type { FastifyInstance } from 'fastify';
import { AuditLogQuery, AuditVerification, type AuditLogEntry } from '../../schemas/audit';
import { auditChanges } from '../audit-changes';
import { chainedColumns, chainedEntry } from '../audit-chain';
import { auditLogFilter, auditLogOrder } from '../audit-query';
import { verifyAuditChain } from '../audit-verify';
import type { ServerContext } from '../context';
import { requireAcl } from '../plugins/auth';
import { toPage } from '../records/page';

export const AUDIT_ACL = 'admin.audit';

export async function auditRoutes(app: FastifyInstance, { database }: ServerContext): Promise<void> {
  const { db } = database;
  app.get<{ Querystring: AuditLogQuery }>(
    '/api/iam/audit-log',
    { schema: { querystring: AuditLogQuery } },
    async (request) => {
      requireAcl(request, AUDIT_ACL);
      const { page = 1, size = 50, q, sort, action, actorId, target } = request.query;
      const order = auditLogOrder(sort);
      let base = db.selectFrom('audit_log').where(auditLogFilter(q));
      if (action) base = base.where('action', '=', action);
      if (actorId) base = base.where('actor_id', '=', actorId);
      if (target) base = base.where('target', '=', target);
      const [rows, count] = await Promise.all([
        base
          .select([...chainedColumns, 'hash'])
          .orderBy(order)
          .limit(size)
          .offset((page - 1) * size)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const content = rows.map((row): AuditLogEntry => ({
        ...chainedEntry(row),
        hash: row.hash,
        // Computed for each answer, never stored: the chain covers before and after themselves.
        changes: auditChanges(row.before, row.after),
      }));
      return toPage(content, page, size, Number(count.total));
    },
  );

  app.get(
    '/api/iam/audit-log/verify',
    { schema: { response: { 200: AuditVerification } } },
    async (request) => {
      requireAcl(request, AUDIT_ACL);
      return verifyAuditChain(db);
    },
  );
}
