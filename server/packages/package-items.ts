// Reads what an import brings, whatever its format, into items that remember where they came from:
// our package ({ formatVersion, forms, resources, menu }), a single form definition, or Form.io's own
// exports (a project template with `forms` and `resources` keyed by name, or one Form.io form).
import type { PackageProblem } from '../../schemas/package';

export interface Origin {
  file: string;
  pointer: string;
}

export interface Item {
  origin: Origin;
  value: unknown;
}

export interface PackageItems {
  forms: Item[];
  resources: Item[];
  menu: Item[];
  problems: PackageProblem[];
}

export const emptyItems = (): PackageItems => ({ forms: [], resources: [], menu: [], problems: [] });

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A Form.io form (no id of ours) becomes a form definition; its path or name gives the id. */
export function fromFormioForm(form: Record<string, unknown>): Record<string, unknown> {
  const source = String(form.path ?? form.name ?? '');
  const id = source
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return {
    id,
    name: String(form.title ?? form.name ?? id),
    category: form.type === 'resource' ? 'resource' : 'formio',
    // Form.io's form-level properties travel with the form (a wizard stays a wizard).
    ...(form.display !== undefined ? { display: form.display } : {}),
    ...(form.settings !== undefined ? { settings: form.settings } : {}),
    components: form.components,
  };
}

function isFormioForm(value: Record<string, unknown>): boolean {
  return (
    value.id === undefined &&
    Array.isArray(value.components) &&
    (value.path !== undefined || value.name !== undefined)
  );
}

export function itemsFromJson(value: unknown, file: string): PackageItems {
  const items = emptyItems();
  if (!isObject(value)) {
    items.problems.push({ file, path: '/', message: 'must be a JSON object' });
    return items;
  }
  const at = (pointer: string): Origin => ({ file, pointer });
  if (Array.isArray(value.components)) {
    items.forms.push({ origin: at(''), value: isFormioForm(value) ? fromFormioForm(value) : value });
    return items;
  }
  if (isObject(value.forms) || isObject(value.resources)) {
    // Form.io project template: forms and resources keyed by machine name.
    for (const section of ['forms', 'resources'] as const) {
      const entries = value[section];
      if (entries === undefined) continue;
      if (!isObject(entries)) {
        items.problems.push({
          file,
          path: `/${section}`,
          message: 'must be an object of forms keyed by name',
        });
        continue;
      }
      for (const [name, form] of Object.entries(entries)) {
        const formObject = isObject(form) ? { name, ...form } : form;
        items.forms.push({
          origin: at(`/${section}/${name}`),
          value: isObject(formObject) ? fromFormioForm(formObject) : formObject,
        });
      }
    }
    return items;
  }
  if (value.formatVersion !== undefined && value.formatVersion !== 1) {
    items.problems.push({ file, path: '/formatVersion', message: 'only package format version 1 is known' });
    return items;
  }
  for (const section of ['forms', 'resources', 'menu'] as const) {
    const list = value[section];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      items.problems.push({ file, path: `/${section}`, message: 'must be a list' });
      continue;
    }
    list.forEach((entry, index) => items[section].push({ origin: at(`/${section}/${index}`), value: entry }));
  }
  if (items.forms.length + items.resources.length + items.menu.length === 0) {
    items.problems.push({ file, path: '/', message: 'holds no forms, resources or menu entries' });
  }
  return items;
}

export function mergeItems(parts: PackageItems[]): PackageItems {
  const merged = emptyItems();
  for (const part of parts) {
    merged.forms.push(...part.forms);
    merged.resources.push(...part.resources);
    merged.menu.push(...part.menu);
    merged.problems.push(...part.problems);
  }
  return merged;
}

/**
 * The body of an import: one JSON document (named "request" in problems), or several files the
 * portal uploads together as { files: [{ name, content }] }, each named by its file name.
 */
export function itemsFromUpload(body: unknown): PackageItems {
  const files = isObject(body) && body.formatVersion === undefined ? body.files : undefined;
  if (!Array.isArray(files)) return itemsFromJson(body, 'request');
  return mergeItems(
    files.map((file, index) =>
      isObject(file) && typeof file.name === 'string'
        ? itemsFromJson(file.content, file.name)
        : {
            ...emptyItems(),
            problems: [{ file: 'request', path: `/files/${index}`, message: 'must be { name, content }' }],
          },
    ),
  );
}
