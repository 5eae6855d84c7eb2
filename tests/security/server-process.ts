// The server as its own process on a data directory or database that outlives it, so that a test can
// kill it with SIGKILL (no shutdown of any kind) and start it again on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../e2e/portal-server';
import { DEMO_PASSWORD } from '../helpers/test-server';

export interface ServerProcess {
  baseUrl: string;
  /** Kills the process at once (SIGKILL) and waits for it to be gone. */
  kill(): Promise<void>;
}

export async function startServerProcess(data: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      IGNITE_DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl ?? '',
      IGNITE_DEMO_PASSWORD: DEMO_PASSWORD,
      IGNITE_JWT_SECRET: 'lost-data-secret-that-is-long-enough-for-hs256-0123',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log}`);
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
