// `npm run forms -- lint <dir>` and `npm run forms -- lint --all` (docs/lint.md): runs the lint rules
// over form files or over the newest version of every stored form, and prints one line per problem.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { FormComponent, FormDefinition } from '../../schemas/form-definition';
import type { LintCatalogue, LintProblem } from '../../runtime/core/lint/lint-rule';
import { lintForm } from '../../runtime/core/lint/lint-form';
import { resourceForms } from '../../runtime/core/lint/required-fields';
import type { ServerConfig } from '../config';
import type { DB } from '../db/schema';
import { latestVersion, versionForm } from '../form-versions';
import { readPackagePath } from '../packages/package-files';

export interface LintTarget {
  /** The file (relative to the dir) or the form id the problems are printed under. */
  source: string;
  form: FormDefinition;
}

/** One printed problem: `file-or-form  path  severity  ruleId  message`. */
export interface SourcedProblem extends LintProblem {
  source: string;
}

/** True when the CLI has a database to look things up in: PostgreSQL, or an embedded one already on disk. */
export const hasDatabase = (config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): boolean =>
  Boolean(config.databaseUrl) || existsSync(path.join(config.dataDir, 'pglite'));

/** A form definition as files hold it: components as a list, or the wire format's JSON text. */
function asForm(value: Record<string, unknown>): FormDefinition {
  const components = value.components;
  const list =
    Array.isArray(components) && typeof components[0] === 'string' && components.length === 1
      ? (JSON.parse(components[0]) as unknown)
      : components;
  return {
    ...(value as unknown as FormDefinition),
    components: (Array.isArray(list) ? list : []) as FormComponent[],
  };
}

/** The forms of a directory (any package format), what they declare, and the files that could not be read. */
export function readFormFiles(dir: string): {
  targets: LintTarget[];
  catalogue: LintCatalogue;
  problems: SourcedProblem[];
} {
  const items = readPackagePath(dir);
  const targets: LintTarget[] = [];
  const problems: SourcedProblem[] = items.problems.map((problem) => ({
    source: problem.file,
    path: problem.path,
    severity: 'error',
    ruleId: 'unreadable-file',
    message: `${problem.message}: fix the file so that it holds a form definition.`,
  }));
  for (const { origin, value } of items.forms) {
    const form = value as Record<string, unknown>;
    if (typeof form.id !== 'string' || !Array.isArray(form.components)) {
      problems.push({
        source: origin.file,
        path: origin.pointer || '/',
        severity: 'error',
        ruleId: 'unreadable-file',
        message: 'is not a form definition (it needs an id and a list of components).',
      });
      continue;
    }
    targets.push({ source: origin.file, form: asForm(form) });
  }
  const declared = items.resources.flatMap(({ value }) => {
    const { name, formId } = value as { name?: unknown; formId?: unknown };
    return typeof name === 'string' ? [{ name, formId: typeof formId === 'string' ? formId : '' }] : [];
  });
  const resources = declared.map(({ name }) => name);
  // Files that declare no resources leave resource URLs unchecked (unless a database declares some).
  // A declared resource whose form is among the files is checked against that form's required fields.
  const formsById = new Map(targets.map(({ form }) => [form.id, form.components]));
  const catalogue: LintCatalogue = {
    formIds: targets.map(({ form }) => form.id),
    ...(resources.length > 0
      ? { resources, resourceForms: resourceForms(declared, (formId) => formsById.get(formId)) }
      : {}),
  };
  return { targets, catalogue, problems };
}

/** The newest version of every stored form (drafts included: what would be published next). */
export async function storedForms(db: Kysely<DB>): Promise<LintTarget[]> {
  const ids = (await db.selectFrom('forms').select('id').orderBy('id').execute()).map((row) => row.id);
  const targets: LintTarget[] = [];
  for (const id of ids) {
    const row = await latestVersion(db, id);
    if (row) targets.push({ source: id, form: versionForm(row) });
  }
  return targets;
}

/** Lints every target; prints the problems and a summary; answers the exit code (1 on errors). */
export function reportLint(
  targets: LintTarget[],
  catalogue: LintCatalogue,
  earlier: SourcedProblem[],
  log: (line: string) => void,
): number {
  const problems = [
    ...earlier,
    ...targets.flatMap(({ source, form }) =>
      lintForm(form, catalogue).map((problem) => ({ ...problem, source })),
    ),
  ];
  for (const { source, path: at, severity, ruleId, message } of problems) {
    log(`${source}  ${at || '/'}  ${severity}  ${ruleId}  ${message}`);
  }
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const warnings = problems.length - errors;
  log(`${targets.length} form(s) linted: ${errors} error(s), ${warnings} warning(s).`);
  return errors > 0 ? 1 : 0;
}
