import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ignite-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dir = tempDir();
    const config = loadConfig({ IGNITE_DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: dir,
      demoPassword: 'ignite-demo',
      databaseUrl: undefined,
      exactCountLimit: 10_000,
      keepAnswers: true,
      trustProxy: false,
    });
    expect(loadConfig({ IGNITE_DATA_DIR: dir, IGNITE_KEEP_ANSWERS: 'off' }).keepAnswers).toBe(false);
  });

  it('reads which proxies to believe: none, any, or addresses and ranges', () => {
    const trusted = (value: string) =>
      loadConfig({ IGNITE_DATA_DIR: tempDir(), IGNITE_TRUST_PROXY: value }).trustProxy;
    expect(trusted('true')).toBe(true);
    expect(trusted('false')).toBe(false);
    expect(trusted('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });

  it('generates a secret once and keeps it in the data dir', () => {
    const dir = tempDir();
    const first = loadConfig({ IGNITE_DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({ IGNITE_DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('refuses to start in production without IGNITE_JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', IGNITE_DATA_DIR: tempDir() })).toThrow(ConfigError);
  });

  it('refuses bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty', IGNITE_DATA_DIR: tempDir() })).toThrow(/PORT/);
    expect(() => loadConfig({ IGNITE_JWT_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', IGNITE_DATA_DIR: tempDir() })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => loadConfig({ IGNITE_EXACT_COUNT_LIMIT: '0', IGNITE_DATA_DIR: tempDir() })).toThrow(
      /IGNITE_EXACT_COUNT_LIMIT must be a positive integer/,
    );
    expect(() => loadConfig({ IGNITE_KEEP_ANSWERS: 'sometimes', IGNITE_DATA_DIR: tempDir() })).toThrow(
      /IGNITE_KEEP_ANSWERS must be true or false/,
    );
  });
});
