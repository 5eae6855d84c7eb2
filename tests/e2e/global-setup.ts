// Starts the real server (built portal + API, embedded database in a temp dir) once for the browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoPassword: string;
  }
}

const PORT = Number(process.env.E2E_PORT ?? 18080);
const DEMO_PASSWORD = 'e2e-demo-password';

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy:\n${output()}`);
}

export default async function setup(project: TestProject) {
  // IGNITE_STATIC_DIR (the server's own setting) points the tests at another build than dist/.
  const staticDir = path.resolve(process.env.IGNITE_STATIC_DIR ?? 'dist');
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(
      `The portal is not built in ${staticDir}: run \`npm run build\` before the browser tests (npm test does).`,
    );
  }
  const baseUrl = `http://127.0.0.1:${PORT}`;
  // A server left running on the port (an earlier run stopped halfway) would answer instead of this one,
  // with its own data: the tests would fail in confusing ways.
  const stale = await fetch(`${baseUrl}/api/health`).then(
    () => true,
    () => false,
  );
  if (stale)
    throw new Error(`Something already listens on ${baseUrl}: stop it, or set E2E_PORT to a free port.`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ignite-e2e-'));
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      IGNITE_DATA_DIR: dataDir,
      IGNITE_DEMO_PASSWORD: DEMO_PASSWORD,
      DATABASE_URL: '',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  await waitForHealth(baseUrl, child, () => log);
  project.provide('baseUrl', baseUrl);
  project.provide('demoPassword', DEMO_PASSWORD);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
