// Server configuration, read once from the environment (documented in README.md).
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { loadAnalyticsSettings, type AnalyticsSettings } from './analytics/analytics-settings';
import {
  flag,
  loadSamlSettings,
  loadSessionSettings,
  type SamlSettings,
  type SessionSettings,
} from './auth/session-config';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded database and generated secrets live. */
  dataDir: string;
  /** postgres://… to use PostgreSQL instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  demoPassword: string;
  production: boolean;
  /** Directory of the built portal, served next to the API. */
  staticDir: string;
  /** Hosts (exact names) on which the builder menu items are shown. */
  builderMenuHosts: string[];
  /** Token lifetime in seconds. */
  tokenTtlSeconds: number;
  /** Largest document upload accepted, in bytes. */
  maxUploadBytes: number;
  /** Application ids that may ask for an app-redirect token. */
  redirectApps: string[];
  /** Lists count their matches exactly up to this many; above it the total is an estimate. */
  exactCountLimit: number;
  /** Rows between the page marks of a large list: the most rows a page read through a mark skips. */
  pageMarkSpacing: number;
  /**
   * Keep callers and pages of records in memory until the database announces a change
   * (server/db/change-feed.ts). Off for a database written by something whose triggers do not fire
   * (e.g. a logical replica), or to measure reads from the database.
   */
  keepAnswers: boolean;
  /** Single sign-on (SAML 2.0); null when not configured. */
  saml: SamlSettings | null;
  /** Idle lock, multiple-tab guard and elevation settings. */
  session: SessionSettings;
  /** Embedded dashboards (Apache Superset); null when not configured. */
  analytics: AnalyticsSettings | null;
  /**
   * Which proxies' X-Forwarded-For names the caller's address (Fastify's trustProxy): none, any (`true`),
   * or these addresses and CIDR ranges. Sign-in throttling and the audit log go by it.
   */
  trustProxy: boolean | string[];
}

export class ConfigError extends Error {}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new ConfigError(`PORT must be 0-65535, got "${value}"`);
  return parsed;
}

function list(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function trustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return list(value);
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new ConfigError(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

/** The embedded default keeps a generated secret in the data dir so tokens survive restarts. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(cwd, env.IGNITE_DATA_DIR || '.data');
  const explicitSecret = env.IGNITE_JWT_SECRET;
  if (production && !explicitSecret) {
    throw new ConfigError('IGNITE_JWT_SECRET must be set when NODE_ENV=production');
  }
  if (explicitSecret !== undefined && explicitSecret.length < 32) {
    throw new ConfigError('IGNITE_JWT_SECRET must be at least 32 characters');
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return {
    port: port(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl,
    jwtSecret: explicitSecret ?? embeddedSecret(dataDir),
    demoPassword: env.IGNITE_DEMO_PASSWORD || 'ignite-demo',
    production,
    staticDir: path.resolve(cwd, env.IGNITE_STATIC_DIR || 'dist'),
    builderMenuHosts: list(env.IGNITE_BUILDER_MENU_HOSTS ?? 'localhost,127.0.0.1'),
    tokenTtlSeconds: positiveInteger('IGNITE_TOKEN_TTL_SECONDS', env.IGNITE_TOKEN_TTL_SECONDS, 8 * 3600),
    redirectApps: list(env.IGNITE_REDIRECT_APPS ?? 'ifas,analytics'),
    maxUploadBytes: positiveInteger('IGNITE_MAX_UPLOAD_BYTES', env.IGNITE_MAX_UPLOAD_BYTES, 10 * 1024 * 1024),
    exactCountLimit: positiveInteger('IGNITE_EXACT_COUNT_LIMIT', env.IGNITE_EXACT_COUNT_LIMIT, 10_000),
    pageMarkSpacing: positiveInteger('IGNITE_PAGE_MARK_SPACING', env.IGNITE_PAGE_MARK_SPACING, 500),
    keepAnswers: flag(env, 'IGNITE_KEEP_ANSWERS', true),
    saml: loadSamlSettings(env, cwd),
    session: loadSessionSettings(env),
    analytics: loadAnalyticsSettings(env),
    trustProxy: trustProxy(env.IGNITE_TRUST_PROXY),
  };
}
