// Analytics (Apache Superset) settings from the environment; documented in README.md. Analytics is
// optional: without IGNITE_ANALYTICS_URL the guest-token call answers that it is not configured.
import { ConfigError } from '../config';

export interface AnalyticsSettings {
  /** Where this server reaches Superset's API. */
  apiUrl: string;
  /** Where browsers reach Superset (embedded dashboards, Go to Analytics); often the same. */
  publicUrl: string;
  /** The Superset account allowed to issue guest tokens (a service account). */
  username: string;
  password: string;
  /** The dashboard shown when a screen asks for none. */
  defaultDashboard: string;
  /** Longest wait for one Superset call. */
  timeoutMs: number;
}

type Env = Record<string, string | undefined>;

function baseUrl(name: string, value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${value}"`);
  return parsed.toString().replace(/\/+$/, '');
}

export function loadAnalyticsSettings(env: Env): AnalyticsSettings | null {
  const apiUrl = env.IGNITE_ANALYTICS_URL?.trim();
  if (!apiUrl) return null;
  const missing = ['IGNITE_ANALYTICS_USERNAME', 'IGNITE_ANALYTICS_PASSWORD'].filter((name) => !env[name]);
  if (missing.length > 0)
    throw new ConfigError(`IGNITE_ANALYTICS_URL is set, so ${missing.join(' and ')} must be set too`);
  const defaultDashboard = env.IGNITE_ANALYTICS_DASHBOARD?.trim() ?? '';
  if (!/^[A-Za-z0-9_-]*$/.test(defaultDashboard))
    throw new ConfigError(`IGNITE_ANALYTICS_DASHBOARD must be a dashboard slug, got "${defaultDashboard}"`);
  const timeout = Number(env.IGNITE_ANALYTICS_TIMEOUT_MS || 10_000);
  if (!Number.isInteger(timeout) || timeout <= 0)
    throw new ConfigError(
      `IGNITE_ANALYTICS_TIMEOUT_MS must be a positive integer, got "${env.IGNITE_ANALYTICS_TIMEOUT_MS}"`,
    );
  return {
    apiUrl: baseUrl('IGNITE_ANALYTICS_URL', apiUrl),
    publicUrl: baseUrl('IGNITE_ANALYTICS_PUBLIC_URL', env.IGNITE_ANALYTICS_PUBLIC_URL?.trim() || apiUrl),
    username: env.IGNITE_ANALYTICS_USERNAME!,
    password: env.IGNITE_ANALYTICS_PASSWORD!,
    defaultDashboard,
    timeoutMs: timeout,
  };
}
