// Admin CLI: `npm run audit -- verify` walks the audit log's hash chain and prints OK with the number of
// entries, or the first broken link (exit 1). Works on the database the server is configured for
// (DATABASE_URL, else the embedded database under IGNITE_DATA_DIR: stop a server using it first).
import path from 'node:path';
import { verifyAuditChain } from '../audit-verify';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

const USAGE = `Usage:
  npm run audit -- verify   check the audit log's hash chain (exit 1 at the first broken link)`;

export async function runAuditCli(
  args: string[],
  log: (line: string) => void = console.log,
): Promise<number> {
  if (args.length !== 1 || args[0] !== 'verify') {
    log(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrateToLatest(database.db as never);
    const result = await verifyAuditChain(database.db);
    if (result.ok) {
      log(`OK: ${result.count} audit entries, the chain is intact.`);
      if (result.lastId !== null) log(`Last entry ${result.lastId}, hash ${result.lastHash}`);
      return 0;
    }
    log(`BROKEN at entry ${result.brokenAt}: ${result.reason}.`);
    log(`${result.count} ${result.count === 1 ? 'entry' : 'entries'} before it verified.`);
    return 1;
  } finally {
    await database.close();
  }
}

// Run when started as a script (not when imported by tests).
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  runAuditCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
