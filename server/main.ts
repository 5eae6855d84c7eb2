// `npm start`: one server for the API and the built portal.
import { ConfigError, loadConfig } from './config';
import { loadExamples } from './db/examples';
import { prepareServer } from './start';

async function main(): Promise<void> {
  const config = loadConfig();
  const { app, database, seeded } = await prepareServer(config, { logger: process.env.IGNITE_LOG === '1' });
  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('[::1]', 'localhost');
  const lines = [
    `Ignite Portal is running at ${url}`,
    `Database: ${database.kind}${database.kind === 'pglite' ? ` (${config.dataDir})` : ''}${seeded ? ', seeded with the examples' : ''}`,
    `Sign in at ${url}/auth/db-login?dblogin with one of the demo users (password: ${process.env.IGNITE_DEMO_PASSWORD ? 'IGNITE_DEMO_PASSWORD' : config.demoPassword}):`,
    ...loadExamples().users.map(
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
