// A second real server for browser tests that need settings of their own (short idle timings, single
// sign-on, the tab guard on): the built portal and API on a free port with a temp data dir.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const E2E_DEMO_PASSWORD = 'e2e-demo-password';
export const E2E_JWT_SECRET = 'e2e-secret-that-is-long-enough-for-hs256-0123456789';

export interface PortalServer {
  baseUrl: string;
  port: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startPortalServer(env: Record<string, string>, port?: number): Promise<PortalServer> {
  const chosen = port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ignite-e2e-extra-'));
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(chosen),
      HOST: '127.0.0.1',
      IGNITE_DATA_DIR: dataDir,
      IGNITE_DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      IGNITE_JWT_SECRET: E2E_JWT_SECRET,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The server did not become healthy:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    port: chosen,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
