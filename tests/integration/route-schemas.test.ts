// The server compiles each route's request and response schemas on first use (server/plugins/lazy-schemas.ts),
// so a schema that cannot be compiled would only show when its route is first called. Here every route's
// schemas are compiled at once, as Fastify does by default: one broken schema fails this test.
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer | undefined;
afterAll(async () => server?.stop());

describe('route schemas', () => {
  it('all compile when compiled while the app is built', async () => {
    server = await startTestServer({ eagerSchemas: true });
    const routes = server.app.printRoutes({ commonPrefix: false });
    expect(routes.split('\n').filter((line) => line.includes('/api/')).length).toBeGreaterThan(20);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  });
});
