// Packages on disk: a directory with forms/{id}.json, resources.json and menu.json (or any JSON files
// in the formats package-items.ts reads), or a single file.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FormPackage } from '../../schemas/package';
import { emptyItems, itemsFromJson, mergeItems, type PackageItems } from './package-items';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return jsonFiles(full);
      return entry.name.endsWith('.json') ? [full] : [];
    });
}

function readFile(file: string, shownAs: string): PackageItems {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const items = emptyItems();
    items.problems.push({
      file: shownAs,
      path: '/',
      message: `is not valid JSON: ${(error as Error).message}`,
    });
    return items;
  }
  return itemsFromJson(value, shownAs);
}

export function readPackagePath(target: string): PackageItems {
  if (!statSync(target, { throwIfNoEntry: false })) {
    const items = emptyItems();
    items.problems.push({ file: target, path: '/', message: 'does not exist' });
    return items;
  }
  if (!statSync(target).isDirectory()) return readFile(target, path.basename(target));
  const files = jsonFiles(target);
  if (files.length === 0) {
    const items = emptyItems();
    items.problems.push({ file: target, path: '/', message: 'holds no .json files' });
    return items;
  }
  return mergeItems(files.map((file) => readFile(file, path.relative(target, file))));
}

const write = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** Writes a package as a directory; answers the files written. */
export function writePackageDir(dir: string, pkg: FormPackage): string[] {
  mkdirSync(path.join(dir, 'forms'), { recursive: true });
  const written: string[] = [];
  for (const form of pkg.forms) {
    const file = path.join(dir, 'forms', `${form.id}.json`);
    write(file, form);
    written.push(file);
  }
  if (pkg.resources.length > 0) {
    write(path.join(dir, 'resources.json'), { formatVersion: 1, resources: pkg.resources });
    written.push(path.join(dir, 'resources.json'));
  }
  if (pkg.menu.length > 0) {
    write(path.join(dir, 'menu.json'), { formatVersion: 1, menu: pkg.menu });
    written.push(path.join(dir, 'menu.json'));
  }
  return written;
}
