// Sign-in and session settings from the environment: single sign-on (SAML 2.0), idle lock timings,
// the multiple-tab guard and permission elevation. Documented in README.md.
import { existsSync, readFileSync } from 'node:fs';
import { X509Certificate } from 'node:crypto';
import path from 'node:path';
import { ConfigError } from '../config';

export interface SamlSettings {
  /** The identity provider's single sign-on URL (HTTP-Redirect binding). */
  entryPoint: string;
  /** This service provider's entity id. */
  issuer: string;
  /** The identity provider's signing certificate (PEM). */
  idpCert: string;
  /** The assertion consumer service URL the identity provider posts to. */
  callbackUrl: string;
  /** The identity provider's entity id; when set, responses from another issuer are refused. */
  idpIssuer: string | undefined;
  /** The audience the assertions must name (default: the issuer). */
  audience: string;
  /** Whether the whole response must be signed (besides the assertion). */
  wantResponseSigned: boolean;
  clockSkewMs: number;
  /** How long an issued AuthnRequest id is accepted. */
  requestTtlSeconds: number;
}

export interface SessionSettings {
  /** Inactivity before the idle warning (spec §9: 1800 s). */
  idleSeconds: number;
  /** Countdown after the warning before the lock screen (spec §9: 60 s). */
  idleTimeoutSeconds: number;
  /** Show the session-ended modal in an older tab (spec §4: the trigger is off). */
  multiTabGuard: boolean;
  /** How long an elevation lasts. */
  elevationSeconds: number;
  /** The role whose acls an elevation grants to a privileged user. */
  elevationRole: string;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min)
    throw new ConfigError(`${name} must be an integer of at least ${min}, got "${value}"`);
  return parsed;
}

export function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function url(name: string, value: string): string {
  try {
    return new URL(value).toString();
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${value}"`);
  }
}

/** PEM text (newlines may be written as \n), a base64 certificate body, or a path to a PEM file. */
export function readCertificate(value: string, cwd: string): string {
  let pem = value.trim().replace(/\\n/g, '\n');
  if (!pem.startsWith('-----BEGIN')) {
    const file = path.resolve(cwd, pem);
    if (existsSync(file)) pem = readFileSync(file, 'utf8').trim();
    else
      pem = `-----BEGIN CERTIFICATE-----\n${pem
        .replace(/\s+/g, '')
        .replace(/(.{64})/g, '$1\n')
        .trim()}\n-----END CERTIFICATE-----`;
  }
  try {
    new X509Certificate(pem);
  } catch {
    throw new ConfigError('IGNITE_SAML_IDP_CERT is not a PEM certificate, a base64 certificate or a file');
  }
  return pem;
}

const REQUIRED_SAML = [
  'IGNITE_SAML_ENTRY_POINT',
  'IGNITE_SAML_ISSUER',
  'IGNITE_SAML_IDP_CERT',
  'IGNITE_SAML_CALLBACK_URL',
] as const;

/** Single sign-on is on when all four required settings are given, off when none is. */
export function loadSamlSettings(env: Env, cwd: string): SamlSettings | null {
  const given = REQUIRED_SAML.filter((name) => env[name]);
  if (given.length === 0) return null;
  if (given.length < REQUIRED_SAML.length) {
    const missing = REQUIRED_SAML.filter((name) => !env[name]);
    throw new ConfigError(`Single sign-on needs ${missing.join(', ')} as well`);
  }
  const issuer = env.IGNITE_SAML_ISSUER!;
  return {
    entryPoint: url('IGNITE_SAML_ENTRY_POINT', env.IGNITE_SAML_ENTRY_POINT!),
    issuer,
    idpCert: readCertificate(env.IGNITE_SAML_IDP_CERT!, cwd),
    callbackUrl: url('IGNITE_SAML_CALLBACK_URL', env.IGNITE_SAML_CALLBACK_URL!),
    idpIssuer: env.IGNITE_SAML_IDP_ISSUER || undefined,
    audience: env.IGNITE_SAML_AUDIENCE || issuer,
    wantResponseSigned: flag(env, 'IGNITE_SAML_WANT_RESPONSE_SIGNED', true),
    clockSkewMs: integer(env, 'IGNITE_SAML_CLOCK_SKEW_SECONDS', 5, 0) * 1000,
    requestTtlSeconds: integer(env, 'IGNITE_SAML_REQUEST_TTL_SECONDS', 600, 10),
  };
}

export function loadSessionSettings(env: Env): SessionSettings {
  return {
    idleSeconds: integer(env, 'IGNITE_IDLE_SECONDS', 1800, 1),
    idleTimeoutSeconds: integer(env, 'IGNITE_IDLE_TIMEOUT_SECONDS', 60, 1),
    multiTabGuard: flag(env, 'IGNITE_MULTI_TAB_GUARD', false),
    elevationSeconds: integer(env, 'IGNITE_ELEVATION_SECONDS', 900, 30),
    elevationRole: env.IGNITE_ELEVATION_ROLE || 'elevated_admin',
  };
}
