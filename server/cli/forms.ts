// Admin CLI: `npm run forms -- export <dir> [--form <id>]...` and
// `npm run forms -- import <dir|file> [--dry-run]`. Works on the database the server is configured
// for (stop a server using the embedded database first: PGlite serves one process).
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { applyPackage } from '../packages/apply-package';
import { checkPackage } from '../packages/check-package';
import { exportPackage } from '../packages/export-package';
import { readPackagePath, writePackageDir } from '../packages/package-files';

const USAGE = `Usage:
  npm run forms -- export <dir> [--form <id>]...   write forms, their resources and menu entries to <dir>
  npm run forms -- import <dir|file> [--dry-run]   validate everything, then import it in one transaction`;

export async function runFormsCli(
  args: string[],
  log: (line: string) => void = console.log,
): Promise<number> {
  const [command, target, ...rest] = args;
  if ((command !== 'export' && command !== 'import') || !target) {
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
    if (command === 'export') {
      const formIds = rest.flatMap((arg, index) => (rest[index - 1] === '--form' ? [arg] : []));
      const pkg = await exportPackage(database.db, formIds);
      const files = writePackageDir(target, pkg);
      log(
        `Exported ${pkg.forms.length} forms, ${pkg.resources.length} resources and ${pkg.menu.length} menu entries (${files.length} files) to ${target}`,
      );
      return 0;
    }
    const dryRun = rest.includes('--dry-run');
    const checked = await checkPackage(database.db, readPackagePath(target));
    if (checked.problems.length > 0) {
      for (const problem of checked.problems) log(`${problem.file} ${problem.path}: ${problem.message}`);
      log(`Nothing imported: ${checked.problems.length} problem(s).`);
      return 1;
    }
    const report = await applyPackage(database.db, checked.package, { dryRun, actor: null });
    for (const [kind, entries] of [
      ['form', report.forms.map((entry) => [entry.id, entry.outcome])],
      ['resource', report.resources.map((entry) => [entry.name, entry.outcome])],
      ['menu entry', report.menu.map((entry) => [entry.routerLink, entry.outcome])],
    ] as const) {
      for (const [name, outcome] of entries) log(`${dryRun ? 'would be ' : ''}${outcome}: ${kind} ${name}`);
    }
    log(dryRun ? 'Dry run: nothing was written.' : 'Imported.');
    return 0;
  } finally {
    await database.close();
  }
}

// Run when started as a script (not when imported by tests).
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  runFormsCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
