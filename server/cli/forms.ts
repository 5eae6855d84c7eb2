// Admin CLI: `npm run forms -- export <dir> [--form <id>]...`,
// `npm run forms -- import <dir|file> [--dry-run]` and `npm run forms -- lint <dir|--all>`. Works on the
// database the server is configured for (stop a server using the embedded database first: PGlite
// serves one process).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { applyPackage } from '../packages/apply-package';
import { checkPackage } from '../packages/check-package';
import { exportPackage } from '../packages/export-package';
import { readPackagePath, writePackageDir } from '../packages/package-files';
import { loadLintCatalogue, mergeCatalogues } from '../lint/lint-catalogue';
import { hasDatabase, readFormFiles, reportLint, storedForms } from './lint-forms';

const USAGE = `Usage:
  npm run forms -- export <dir> [--form <id>]...   write forms, their resources and menu entries to <dir>
  npm run forms -- import <dir|file> [--dry-run]   validate everything, then import it in one transaction
  npm run forms -- lint <dir>                      lint the form files in <dir> (exit 1 on errors)
  npm run forms -- lint --all                      lint the newest version of every stored form`;

export async function runFormsCli(
  args: string[],
  log: (line: string) => void = console.log,
): Promise<number> {
  const [command, target, ...rest] = args;
  const knownCommand = command === 'export' || command === 'import' || command === 'lint';
  if (!knownCommand || !target || (command === 'lint' && target !== '--all' && !existsSync(target))) {
    if (command === 'lint' && target && !existsSync(target)) log(`${target} does not exist.`);
    log(USAGE);
    return 2;
  }
  const config = loadConfig();
  // Form files alone need no database: their catalogue is what they declare (docs/lint.md).
  if (command === 'lint' && target !== '--all' && !hasDatabase(config)) {
    const files = readFormFiles(target);
    return reportLint(files.targets, files.catalogue, files.problems, log);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrateToLatest(database.db as never);
    if (command === 'lint') {
      const stored = await loadLintCatalogue(database.db);
      if (target === '--all') return reportLint(await storedForms(database.db), stored, [], log);
      const files = readFormFiles(target);
      return reportLint(files.targets, mergeCatalogues(files.catalogue, stored), files.problems, log);
    }
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
