// `npm start`: one server for the API and the built portal.
//
// The database starts opening first (PGlite compiles its WebAssembly off the main thread) while the rest
// of the server's modules load: compiled ahead of time (scripts/build-server.mjs), they are a chunk of their
// own that `import('./start')` loads.
import { ConfigError, loadConfig } from './config';
import { openServerDatabase } from './db/database';

/** With IGNITE_START_TIMES=1, each step of the start and its milliseconds on stderr (bench/server-throughput.ts). */
function startTimer(): ((step: string) => void) | undefined {
  if (process.env.IGNITE_START_TIMES !== '1') return undefined;
  let last = 0;
  return (step) => {
    const now = performance.now();
    console.error(`START_STEP ${JSON.stringify([step, now - last])}`);
    last = now;
  };
}

async function main(): Promise<void> {
  const onStep = startTimer();
  onStep?.("node up to the first line of the server (the build check, loading the database's modules)");
  const config = loadConfig();
  const opening = openServerDatabase(config);
  // Its failure is reported where prepareServer awaits it, not as an unhandled rejection meanwhile.
  opening.catch(() => undefined);
  const [{ prepareServer }, { loadExampleUsers }] = await Promise.all([
    import('./start'),
    import('./db/examples'),
  ]);
  onStep?.("loading the rest of the server's modules (while the database opens)");
  const { app, database, seeded } = await prepareServer(config, {
    database: opening,
    logger: process.env.IGNITE_LOG === '1',
    ...(onStep && { onStep }),
  });
  const address = await app.listen({ port: config.port, host: config.host });
  onStep?.('listening');
  const url = address.replace('[::1]', 'localhost');
  const lines = [
    `Ignite Portal is running at ${url}`,
    `Database: ${database.kind}${database.kind === 'pglite' ? ` (${config.dataDir})` : ''}${seeded ? ', seeded with the examples' : ''}`,
    `Sign in at ${url}/auth/db-login?dblogin with one of the demo users (password: ${process.env.IGNITE_DEMO_PASSWORD ? 'IGNITE_DEMO_PASSWORD' : config.demoPassword}):`,
    ...loadExampleUsers().map(
      (user) => `  ${user.username.padEnd(26)} ${user.roles.join(', ') || '(no roles)'}`,
    ),
  ];
  console.log(lines.join('\n'));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
