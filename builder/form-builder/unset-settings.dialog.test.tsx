// The custom components' settings dialogs saved as the builder keeps them: the form's lint stays clean
// (the dialog writes every option it offers, the untouched ones empty or as their defaults, down to each
// column's format), and a dialog saved unchanged keeps the component's settings exactly.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { customEditForms } from '../../components/edit-forms';
import { cellKind } from '../../components/smart-table/format-value';
import { resolveColumn } from '../../components/smart-table/grid-settings';
import { smartTableEditForm } from '../../components/smart-table/edit-form';
import { eachComponent } from '../../runtime/core/form-tree';
import { hasLintErrors, lintForm } from '../../runtime/core/lint/lint-form';
import { testForm } from '../../runtime/core/lint/lint-test-form';
import type { ColumnDefinition } from '../../schemas/grid-options';
import type { FormComponent } from '../../schemas/form-definition';
import { savedSettings } from '../../tests/helpers/edit-form-problems';
import { dialogFields } from './dialog-fields';
import { keepSetSettings } from './unset-settings';

type Settings = Record<string, unknown>;

const EXAMPLES = path.resolve(__dirname, '../../examples/forms');

/** The first component of each type in the example forms. */
function exampleComponents(): Map<string, Settings> {
  const found = new Map<string, Settings>();
  for (const file of readdirSync(EXAMPLES)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const form = JSON.parse(readFileSync(path.join(EXAMPLES, file), 'utf8')) as {
      components: FormComponent[];
    };
    eachComponent(form.components, ({ component }) => {
      if (!found.has(component.type)) found.set(component.type, component as Settings);
    });
  }
  return found;
}

const examples = exampleComponents();

/** The smart table of the court fines list. */
function courtFines(): Settings {
  const form = JSON.parse(readFileSync(path.join(EXAMPLES, 'court-fine-list.json'), 'utf8')) as {
    components: Settings[];
  };
  return form.components.find((component) => component.type === 'smart-table')!;
}

/** A settings dialog of `type` opened on `opened`, saved with `shown` in it, kept as the builder keeps it. */
async function saveDialog(type: string, opened: Settings, shown: Settings = opened): Promise<Settings> {
  const editForm = customEditForms[type]!();
  const saved = { ...(await savedSettings(editForm, structuredClone(shown))), type };
  keepSetSettings(saved, { opened, fields: dialogFields(editForm) });
  return saved;
}

describe('a smart table settings dialog saved unchanged', () => {
  it("keeps the form's lint clean once the builder dropped what the dialog left empty", async () => {
    const table = courtFines();
    const saved = {
      ...(await savedSettings(smartTableEditForm(), structuredClone(table))),
      type: 'smart-table',
    };
    const lint = (settings: Settings) => lintForm(testForm([settings]));
    // As the dialog hands them on: every format option of every column, empty.
    expect(hasLintErrors(lint(saved))).toBe(true);
    keepSetSettings(saved, { opened: table, fields: dialogFields(smartTableEditForm()) });
    expect(lint(saved).filter((problem) => problem.severity === 'error')).toEqual([]);
  });

  it('keeps exactly the settings the table had: nothing the dialog offers is written untouched', async () => {
    const table = courtFines();
    expect(await saveDialog('smart-table', table)).toEqual(table);
  });
});

describe("every custom component's settings dialog", () => {
  const types = Object.keys(customEditForms);

  it('has an example to open', () => {
    expect(types.filter((type) => !examples.has(type))).toEqual([]);
  });

  it.each(types)('%s: saved unchanged, keeps exactly the settings it opened with', async (type) => {
    const component = structuredClone(examples.get(type)!);
    expect(await saveDialog(type, component)).toEqual(component);
  });
});

describe("a smart table column's settings", () => {
  it('changed in the dialog, change alone', async () => {
    const table = courtFines();
    const edited = structuredClone(table) as { gridOptions: { columnDefinitions: Settings[] } };
    edited.gridOptions.columnDefinitions[1]!.headerName = 'Offender name';
    expect(await saveDialog('smart-table', table, edited)).toEqual(edited);
  });

  it('keep formatting the dates of date columns, unless the designer turns it off', async () => {
    const table = courtFines() as { gridOptions: { columnDefinitions: ColumnDefinition[] } };
    const dueDate = table.gridOptions.columnDefinitions.findIndex((column) => column.field === 'dueDate');
    const edited = structuredClone(table);
    const column = edited.gridOptions.columnDefinitions[dueDate]!;
    const saved = (await saveDialog('smart-table', table, edited)) as typeof table;
    expect(cellKind(resolveColumn(saved.gridOptions.columnDefinitions[dueDate]!))).toBe('date');
    column.formatOptions = { enableDateFormatter: false };
    const off = (await saveDialog('smart-table', table, edited)) as typeof table;
    expect(off.gridOptions.columnDefinitions[dueDate]?.formatOptions).toEqual({ enableDateFormatter: false });
    expect(cellKind(resolveColumn(off.gridOptions.columnDefinitions[dueDate]!))).toBe('text');
  });

  it('added in the dialog, keep only what the designer filled in', async () => {
    const table = courtFines() as { gridOptions: { columnDefinitions: Settings[] } };
    const edited = structuredClone(table);
    edited.gridOptions.columnDefinitions.push({
      field: 'paidOn',
      headerName: 'Paid on',
      cellDataType: 'date',
    });
    const saved = (await saveDialog('smart-table', table, edited)) as typeof table;
    expect(saved.gridOptions.columnDefinitions.at(-1)).toEqual({
      field: 'paidOn',
      headerName: 'Paid on',
      cellDataType: 'date',
    });
  });
});
