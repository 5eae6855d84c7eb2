import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { lazySchemaCompilers } from './lazy-schemas';

const body = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 2 }, count: { type: 'integer', default: 1 } },
};
const query = { type: 'object', properties: { page: { type: 'integer' } } };
const response = {
  200: { type: 'object', properties: { name: { type: 'string' }, count: { type: 'integer' } } },
};

function app(lazy: boolean): FastifyInstance {
  const server = Fastify({
    ajv: { customOptions: { strict: false, removeAdditional: false } },
    ...(lazy && { schemaController: lazySchemaCompilers() }),
  });
  server.post('/things', { schema: { body, querystring: query, response } }, async (request) => ({
    ...(request.body as object),
    page: (request.query as { page?: number }).page,
    secret: 'not in the schema',
  }));
  return server;
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((server) => server.close()));
});

async function answers(lazy: boolean) {
  const server = app(lazy);
  apps.push(server);
  const send = (payload: unknown, url = '/things') =>
    server.inject({ method: 'POST', url, payload: payload as object });
  const results = [];
  for (const [payload, url] of [
    [{ name: 'ab', extra: true }, '/things?page=3'],
    [{ name: 'a' }, '/things'],
    [{}, '/things'],
    [{ name: 'ab', count: 'x' }, '/things'],
    [{ name: 'ab' }, '/things?page=x'],
  ] as const) {
    const reply = await send(payload, url);
    results.push([reply.statusCode, reply.json()]);
  }
  return results;
}

describe('route schemas compiled on first use', () => {
  it('answer as the compiled-at-start ones: defaults, coercion, validation errors and serialization', async () => {
    const lazy = await answers(true);
    expect(lazy).toEqual(await answers(false));
    expect(lazy[0]).toEqual([200, { name: 'ab', count: 1 }]);
    expect(lazy[1]![0]).toBe(400);
    expect(lazy[1]![1].message).toBe('body/name must NOT have fewer than 2 characters');
    expect(lazy[4]![1].message).toBe('querystring/page must be integer');
  });

  it('compile nothing until a request needs it, and an invalid schema fails its first request', async () => {
    const server = Fastify({ schemaController: lazySchemaCompilers() });
    apps.push(server);
    server.post(
      '/broken',
      { schema: { body: { type: 'object', properties: { a: { type: 'no-such-type' } } } } },
      () => ({}),
    );
    server.get('/fine', () => ({ ok: true }));
    await server.ready();
    expect((await server.inject({ method: 'GET', url: '/fine' })).statusCode).toBe(200);
    expect((await server.inject({ method: 'POST', url: '/broken', payload: {} })).statusCode).toBe(500);
  });
});
