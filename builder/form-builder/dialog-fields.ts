// What a settings dialog (a Form.io edit form: ours in components/*/edit-form.ts or Form.io's own) writes
// for each of its fields when the designer leaves the field alone: the field's default value, or the empty
// value Form.io gives a field of its type (false for a checkbox, [] for a list, '' for text). Read from the
// edit form's definition, so a row added in the dialog is known as well as the rows it opened with.

/** A field of a settings dialog, by its data path (dots nest, as Form.io's keys do). */
export interface DialogField {
  /** What the field holds untouched; absent when the dialog computes it (calculateValue, customDefaultValue). */
  untouched?: { value: unknown };
  /** A required field always holds the designer's choice: its value is kept even when it is the default. */
  required: boolean;
  /** A list edited row by row (datagrid, editgrid): the fields of one row, by their path in the row. */
  rows?: DialogFields;
}

export type DialogFields = Map<string, DialogField>;

type Definition = Record<string, unknown>;

const isDefinition = (value: unknown): value is Definition =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Components that only arrange fields (their children's values sit beside theirs). */
const LAYOUTS = new Set([
  'tabs',
  'panel',
  'columns',
  'fieldset',
  'well',
  'table',
  'htmlelement',
  'content',
  'button',
]);
const ROW_LISTS = new Set(['datagrid', 'editgrid']);

/** The value Form.io writes for a field of this definition that nobody touched. */
function untouchedValue(field: Definition): { value: unknown } | undefined {
  if (field.calculateValue || field.customDefaultValue) return undefined;
  if ('defaultValue' in field) return { value: field.defaultValue };
  if (field.multiple === true) return { value: [] };
  switch (field.type) {
    case 'checkbox':
      return { value: false };
    case 'tags':
      return { value: field.storeas === 'array' ? [] : '' };
    case 'datamap':
    case 'selectboxes':
      return { value: {} };
    case 'number':
    case 'currency':
      return { value: null };
    default:
      return { value: '' };
  }
}

function childLists(definition: Definition): unknown[][] {
  const lists: unknown[][] = [];
  if (Array.isArray(definition.components)) lists.push(definition.components);
  if (Array.isArray(definition.columns))
    for (const column of definition.columns)
      if (isDefinition(column) && Array.isArray(column.components)) lists.push(column.components);
  if (definition.type === 'table' && Array.isArray(definition.rows))
    for (const row of definition.rows)
      if (Array.isArray(row))
        for (const cell of row)
          if (isDefinition(cell) && Array.isArray(cell.components)) lists.push(cell.components);
  return lists;
}

function collect(components: readonly unknown[], prefix: string, fields: DialogFields): void {
  for (const definition of components) {
    if (!isDefinition(definition)) continue;
    const type = typeof definition.type === 'string' ? definition.type : undefined;
    const key = typeof definition.key === 'string' && definition.key !== '' ? definition.key : undefined;
    const path = key === undefined ? undefined : prefix + key;
    // Tab panes have no type: like layouts, they only hold fields.
    const isField = type !== undefined && !LAYOUTS.has(type) && definition.input !== false;
    if (isField && path !== undefined && ROW_LISTS.has(type)) {
      const rows: DialogFields = new Map();
      for (const list of childLists(definition)) collect(list, '', rows);
      fields.set(path, {
        untouched: untouchedValue({ ...definition, multiple: true }),
        required: false,
        rows,
      });
      continue;
    }
    if (isField && path !== undefined && type === 'container') {
      for (const list of childLists(definition)) collect(list, `${path}.`, fields);
      continue;
    }
    if (isField && path !== undefined) {
      const required = isDefinition(definition.validate) && definition.validate.required === true;
      const known = fields.get(path);
      const untouched = untouchedValue(definition);
      // A path held by two fields (Form.io's forms have some): its value is known only if they agree.
      const agreed =
        known === undefined ||
        (known.untouched !== undefined &&
          untouched !== undefined &&
          JSON.stringify(known.untouched.value) === JSON.stringify(untouched.value));
      fields.set(path, {
        ...(agreed && untouched ? { untouched } : {}),
        required: required || known?.required === true,
      });
      continue;
    }
    for (const list of childLists(definition)) collect(list, prefix, fields);
  }
}

/** The fields of a settings dialog, by data path. */
export function dialogFields(editForm: { components: readonly unknown[] }): DialogFields {
  const fields: DialogFields = new Map();
  collect(editForm.components, '', fields);
  return fields;
}
