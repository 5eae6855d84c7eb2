import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { HealthResponse } from '../../schemas/api';
import type { ServerContext } from '../context';

export async function healthRoutes(app: FastifyInstance, { database }: ServerContext): Promise<void> {
  app.get(
    '/api/health',
    { config: { public: true }, schema: { response: { 200: HealthResponse } } },
    async () => {
      await sql`select 1`.execute(database.db);
      return { status: 'ok' as const, database: database.kind };
    },
  );
}
