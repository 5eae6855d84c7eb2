// Loads and checks the example data under examples/ (seed files and forms).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MenuItem } from '../../schemas/api';
import type { FormDefinition } from '../../schemas/form-definition';
import type { ResourceDeclaration } from '../../schemas/resource';
import {
  SeedFiles,
  type AclResource,
  type SeedRecord,
  type SeedRole,
  type SeedUser,
} from '../../schemas/seed';
import { validateFormDefinition } from '../../runtime/core/form-definition-validation';
import { checkStartFile } from '../start-files';

export const EXAMPLES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples');

export interface Examples {
  aclResources: AclResource[];
  roles: SeedRole[];
  users: SeedUser[];
  menu: MenuItem[];
  resources: ResourceDeclaration[];
  /** Example records of the resources (examples/seed/records.json). */
  records: SeedRecord[];
  forms: FormDefinition[];
}

export class ExampleError extends Error {}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ExampleError(`${file}: ${(error as Error).message}`);
  }
}

function seedFile<K extends keyof typeof SeedFiles>(dir: string, name: K): unknown[] {
  const file = path.join(dir, 'seed', name);
  const value = readJson(file);
  const problems = checkStartFile(SeedFiles[name], value);
  if (problems.length > 0) {
    throw new ExampleError(`${file}: ${problems.map((p) => `${p.path} ${p.message}`).join('; ')}`);
  }
  return value as unknown[];
}

/** Only the demo users (what the server prints on start), checked as loadExamples checks them. */
export function loadExampleUsers(dir = EXAMPLES_DIR): SeedUser[] {
  return seedFile(dir, 'users.json') as SeedUser[];
}

export function loadExamples(dir = EXAMPLES_DIR): Examples {
  const formsDir = path.join(dir, 'forms');
  const forms = readdirSync(formsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = path.join(formsDir, name);
      const result = validateFormDefinition(readJson(file));
      if (!result.ok) {
        throw new ExampleError(`${file}: ${result.problems.map((p) => `${p.path} ${p.message}`).join('; ')}`);
      }
      if (`${result.form.id}.json` !== name)
        throw new ExampleError(`${file}: the file name must be the form id`);
      return result.form;
    });
  return {
    aclResources: seedFile(dir, 'acl-resources.json') as AclResource[],
    roles: seedFile(dir, 'roles.json') as SeedRole[],
    users: loadExampleUsers(dir),
    menu: seedFile(dir, 'menu.json') as MenuItem[],
    resources: seedFile(dir, 'resources.json') as ResourceDeclaration[],
    records: seedFile(dir, 'records.json') as SeedRecord[],
    forms,
  };
}
