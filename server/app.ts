// Builds the Fastify server: API routes, the built portal, error handling and authentication.
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { TokenService } from './auth/tokens';
import type { ServerContext } from './context';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { amountDueRoutes } from './routes/amount-due';
import { analyticsRoutes } from './routes/analytics';
import { auditRoutes } from './routes/audit';
import { documentRoutes } from './routes/documents';
import { healthRoutes } from './routes/health';
import { iamRoutes } from './routes/iam';
import { igniteRoutes } from './routes/ignite';
import { recordExportRoutes } from './routes/record-export';
import { recordRoutes } from './routes/records';
import { validationHookRoutes } from './routes/validation-hooks';
import { workflowRoutes } from './routes/workflow';
import { resourceRoutes } from './routes/resources';
import { roleRoutes } from './routes/roles';
import { samlRoutes } from './saml/routes';

export interface BuildAppOptions {
  config: ServerConfig;
  database: Database;
  logger?: boolean;
}

export async function buildApp({
  config,
  database,
  logger = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { strict: false, removeAdditional: false } },
  });
  const context: ServerContext = {
    config,
    database,
    tokens: new TokenService(config.jwtSecret, config.tokenTtlSeconds),
  };

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Form.io evaluates designer logic with new Function.
        scriptSrc: ["'self'", "'unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Embedded dashboards are frames from the analytics domain.
        frameSrc: ["'self'", ...(config.analytics ? [new URL(config.analytics.publicUrl).origin] : [])],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Ignite Portal API',
        version: '1.0.0',
        description: 'Sign-in, menus, forms, records and documents.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  registerErrorHandling(app, database.db);
  registerAuth(app, database.db, context.tokens, { elevationRole: config.session.elevationRole });

  for (const routes of [
    healthRoutes,
    iamRoutes,
    analyticsRoutes,
    auditRoutes,
    igniteRoutes,
    resourceRoutes,
    documentRoutes,
    roleRoutes,
    amountDueRoutes,
    validationHookRoutes,
    workflowRoutes,
    recordExportRoutes,
    recordRoutes,
    samlRoutes,
  ]) {
    await app.register(async (scope) => routes(scope, context));
  }

  // The OpenAPI document, generated from the routes' TypeBox schemas.
  app.get('/api/docs', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

  const indexHtml = path.join(config.staticDir, 'index.html');
  const hasApp = existsSync(indexHtml);
  if (hasApp) {
    await app.register(fastifyStatic, { root: config.staticDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // API calls, non-GET requests and missing files (a path with an extension) are plain 404s.
    if (pathname.startsWith('/api/') || request.method !== 'GET' || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply
        .status(404)
        .send({ errorCode: 'NOT_FOUND', message: `No route ${request.method} ${pathname}` });
    }
    // The portal's own router handles every other path, /not-found included.
    if (!hasApp)
      return reply.status(404).type('text/plain').send('The portal is not built: run npm run build.');
    return reply.type('text/html').sendFile('index.html');
  });
  return app;
}
