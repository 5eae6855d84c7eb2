// Validates every item of an import before anything is written; each problem names its file and path.
// An import publishes its forms, so a form with lint errors is refused, as a publish refuses it.
import type { Kysely } from 'kysely';
import type { FormDefinition } from '../../schemas/form-definition';
import { PackageMenuEntry, type FormPackage, type PackageProblem } from '../../schemas/package';
import type { ResourceDeclaration } from '../../schemas/resource';
import { validateFormDefinition } from '../../runtime/core/form-definition-validation';
import { checkSchema } from '../../runtime/core/schema-validator';
import { lintForm } from '../../runtime/core/lint/lint-form';
import { loadLintCatalogue, mergeCatalogues } from '../lint/lint-catalogue';
import type { DB } from '../db/schema';
import { checkResourceDeclaration, loadAccessNames } from '../records/resources';
import type { Item, PackageItems } from './package-items';

export interface CheckedPackage {
  package: FormPackage & { forms: FormDefinition[] };
  problems: PackageProblem[];
}

const at = (item: Item, path: string) => ({
  file: item.origin.file,
  path: `${item.origin.pointer}${path === '/' ? '' : path}` || '/',
});

function duplicates<T>(items: { item: Item; key: T }[], what: string): PackageProblem[] {
  const seen = new Map<T, Item>();
  const problems: PackageProblem[] = [];
  for (const { item, key } of items) {
    const first = seen.get(key);
    if (first)
      problems.push({
        ...at(item, '/'),
        message: `${what} "${String(key)}" is also in ${first.origin.file}${first.origin.pointer}`,
      });
    else seen.set(key, item);
  }
  return problems;
}

export async function checkPackage(db: Kysely<DB>, items: PackageItems): Promise<CheckedPackage> {
  const problems: PackageProblem[] = [...items.problems];
  const forms: { item: Item; form: FormDefinition }[] = [];
  for (const item of items.forms) {
    const result = validateFormDefinition(item.value);
    if (result.ok) forms.push({ item, form: result.form });
    else
      problems.push(
        ...result.problems.map((problem) => ({ ...at(item, problem.path), message: problem.message })),
      );
  }
  problems.push(
    ...duplicates(
      forms.map(({ item, form }) => ({ item, key: form.id })),
      'form',
    ),
  );

  const packagedFormIds = new Set(forms.map(({ form }) => form.id));
  const formExists = async (formId: string) =>
    packagedFormIds.has(formId) ||
    (await db.selectFrom('forms').select('id').where('id', '=', formId).executeTakeFirst()) !== undefined;
  const resources: { item: Item; resource: ResourceDeclaration }[] = [];
  const accessNames = await loadAccessNames(db);
  for (const item of items.resources) {
    const resourceProblems = await checkResourceDeclaration(item.value, formExists, accessNames);
    if (resourceProblems.length === 0) resources.push({ item, resource: item.value as ResourceDeclaration });
    else
      problems.push(
        ...resourceProblems.map((problem) => ({ ...at(item, problem.path), message: problem.message })),
      );
  }
  problems.push(
    ...duplicates(
      resources.map(({ item, resource }) => ({ item, key: resource.name })),
      'resource',
    ),
  );

  const catalogue = mergeCatalogues(
    { formIds: [...packagedFormIds], resources: resources.map(({ resource }) => resource.name) },
    await loadLintCatalogue(db),
  );
  for (const { item, form } of forms) {
    for (const problem of lintForm(form, catalogue))
      if (problem.severity === 'error')
        problems.push({ ...at(item, problem.path), message: `${problem.message} (${problem.ruleId})` });
  }

  const menu: { item: Item; entry: PackageMenuEntry }[] = [];
  for (const item of items.menu) {
    const entryProblems = checkSchema(PackageMenuEntry, item.value);
    if (entryProblems.length === 0) menu.push({ item, entry: item.value as PackageMenuEntry });
    else
      problems.push(
        ...entryProblems.map((problem) => ({ ...at(item, problem.path), message: problem.message })),
      );
  }
  problems.push(
    ...duplicates(
      menu.map(({ item, entry }) => ({ item, key: [...entry.parents, entry.routerLink].join(' > ') })),
      'menu entry',
    ),
  );

  return {
    package: {
      formatVersion: 1,
      forms: forms.map(({ form }) => form),
      resources: resources.map(({ resource }) => resource),
      menu: menu.map(({ entry }) => entry),
    },
    problems,
  };
}
