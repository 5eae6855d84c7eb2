// Builds the Fastify server: API routes, the built portal, error handling and authentication.
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import compress from '@fastify/compress';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { TokenService } from './auth/tokens';
import type { ServerContext } from './context';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { lazySchemaCompilers } from './plugins/lazy-schemas';
import { registerPortalFiles } from './plugins/portal-files';
import { registerSecurityHeaders } from './plugins/security-headers';
import { amountDueRoutes } from './routes/amount-due';
import { analyticsRoutes } from './routes/analytics';
import { auditRoutes } from './routes/audit';
import { documentRoutes } from './routes/documents';
import { formVersionRoutes } from './routes/form-versions';
import { healthRoutes } from './routes/health';
import { iamRoutes } from './routes/iam';
import { igniteRoutes } from './routes/ignite';
import { previewRoutes } from './routes/preview';
import { recordExportRoutes } from './routes/record-export';
import { recordImportRoutes } from './routes/record-import';
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
  /** Compile every route's schemas while the app is built (a test that all of them compile). */
  eagerSchemas?: boolean;
}

export async function buildApp({
  config,
  database,
  logger = false,
  eagerSchemas = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { strict: false, removeAdditional: false } },
    // Each route's validator and serializer are compiled when first needed, not while the server starts.
    ...(eagerSchemas ? {} : { schemaController: lazySchemaCompilers() }),
  });
  const context: ServerContext = {
    config,
    database,
    tokens: new TokenService(config.jwtSecret, config.tokenTtlSeconds),
  };

  // API answers compressed for clients that ask (the portal's files are compressed at build time). Brotli
  // at quality 4 costs about what gzip does; the default 11 would cost more than the bytes save.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Form.io evaluates designer logic with new Function.
        scriptSrc: ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
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
  registerAuth(app, database.db, context.tokens, {
    elevationRole: config.session.elevationRole,
    changes: database.changes,
  });
  registerInputGuard(app);

  for (const routes of [
    healthRoutes,
    iamRoutes,
    analyticsRoutes,
    auditRoutes,
    igniteRoutes,
    formVersionRoutes,
    previewRoutes,
    resourceRoutes,
    documentRoutes,
    roleRoutes,
    amountDueRoutes,
    validationHookRoutes,
    workflowRoutes,
    recordExportRoutes,
    recordImportRoutes,
    recordRoutes,
    samlRoutes,
  ]) {
    await app.register(async (scope) => routes(scope, context));
  }

  // The OpenAPI document, generated from the routes' TypeBox schemas; like every other call, for a signed-in
  // caller only (it maps the whole API surface).
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  await registerPortalFiles(app, config.staticDir);
  return app;
}
