// Form.io's builder as the form builder page runs it, in jsdom: a save stores what the designer set and
// nothing Form.io added (saved-components.ts), and a settings dialog keeps only what the designer changed
// (unset-settings.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Formio } from '@formio/js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { diffForms } from '../../runtime/core/form-diff';
import { formioDefaults, IgniteFormBuilder, type AdvancedSettingsRequest } from './formio-builder';
import { SavedComponents } from './saved-components';

type Json = Record<string, unknown>;
interface Example {
  name: string;
  category: string;
  components: Json[];
}

const EXAMPLES = path.resolve(__dirname, '../../examples/forms');
const exampleFiles = readdirSync(EXAMPLES)
  .filter((name) => name.endsWith('.json'))
  .sort();
const example = (file: string) => JSON.parse(readFileSync(path.join(EXAMPLES, file), 'utf8')) as Example;

// The canvas draws the forms' smart tables, which load their rows: none.
beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ content: [], totalElements: 0 }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  return () => vi.unstubAllGlobals();
});

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const opened: { destroy(): void }[] = [];
const hosts: HTMLElement[] = [];

afterEach(async () => {
  for (const builder of opened.splice(0)) builder.destroy();
  for (const host of hosts.splice(0)) host.remove();
  // A settings dialog left open (a failed test) is not the next test's.
  document.querySelectorAll('.formio-dialog').forEach((modal) => modal.remove());
  // Form.io's selects fill their options after a debounce that destroy does not cancel.
  await settle(150);
});

function host(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  hosts.push(element);
  return element;
}

async function openBuilder(components: Json[]): Promise<IgniteFormBuilder> {
  const builder = await IgniteFormBuilder.create(host(), components, () => undefined);
  opened.push(builder);
  return builder;
}

/** Waits for what Form.io does after a click (it redraws parts of the dialog on its own time). */
async function until<T>(find: () => T | null | undefined, what: string): Promise<T> {
  for (let tries = 0; tries < 100; tries++) {
    const found = find();
    if (found) return found;
    await settle(50);
  }
  throw new Error(`Not found: ${what}`);
}

const dialog = () => document.querySelector<HTMLElement>('.component-edit-container');
const columnsList = () =>
  dialog()?.querySelector<HTMLElement>('[class*="formio-component-gridOptions.columnDefinitions"]');

describe('the form builder', () => {
  it(
    'saves a header renamed in the smart table dialog as that change alone',
    { timeout: 60_000 },
    async () => {
      const form = example('court-fine-list.json');
      const builder = await openBuilder(form.components);
      expect(builder.openSettings('courtFines')).toBe(true);
      // The Columns tab's list, the Offender row opened for editing.
      const editButtons = await until(() => {
        const buttons = columnsList()?.querySelectorAll<HTMLElement>('.editRow');
        return buttons?.length ? buttons : null;
      }, 'rows');
      expect(columnsList()?.textContent).toContain('Offender');
      editButtons[1]!.click();
      const header = await until(
        () => columnsList()?.querySelector<HTMLInputElement>('input[name$="[1][headerName]"]'),
        'the header field',
      );
      expect(header.value).toBe('Offender');
      header.value = 'Offender name';
      header.dispatchEvent(new Event('input', { bubbles: true }));
      await settle(300);
      columnsList()!.querySelector<HTMLElement>('[ref$="saveRow"]')!.click();
      await until(() => (columnsList()?.querySelector('[ref$="saveRow"]') ? null : true), 'the row saved');
      dialog()!.querySelector<HTMLElement>('[ref="saveButton"]')!.click();
      await until(() => (dialog() ? null : true), 'the dialog closed');
      await settle(300);

      const expected = structuredClone(form.components);
      const table = expected.find((component) => component.type === 'smart-table') as {
        gridOptions: { columnDefinitions: Json[] };
      };
      table.gridOptions.columnDefinitions[1]!.headerName = 'Offender name';
      expect(builder.components).toEqual(expected);
      const diff = diffForms(form, { ...form, components: builder.components });
      expect(diff.changed).toEqual([
        expect.objectContaining({
          key: 'courtFines',
          changes: [
            {
              path: 'gridOptions.columnDefinitions[1].headerName',
              kind: 'changed',
              before: 'Offender',
              after: 'Offender name',
            },
          ],
        }),
      ]);
      expect([...diff.added, ...diff.removed, ...diff.screenConfig, ...diff.envelope]).toEqual([]);
    },
  );

  it('lists column headers in the smart table dialog as text', async () => {
    const form = example('court-fine-list.json');
    const table = form.components.find((component) => component.type === 'smart-table') as {
      gridOptions: { columnDefinitions: Json[] };
    };
    table.gridOptions.columnDefinitions[0]!.headerName = 'Case <img src=x onerror=alert(7)>No & <b>co</b>';
    const builder = await openBuilder(form.components);
    builder.openSettings('courtFines');
    const list = await until(() => (columnsList()?.querySelector('.editRow') ? columnsList() : null), 'rows');
    expect(list.querySelector('img, b')).toBeNull();
    expect(list.textContent).toContain('Case <img src=x onerror=alert(7)>No & <b>co</b>');
  });
});

/** Each component of a form as Form.io builds it to run it (its settings with the defaults applied). */
async function effectiveComponents(components: unknown[]): Promise<Json[]> {
  const form = (await Formio.createForm(host(), {
    display: 'form',
    components: structuredClone(components),
  })) as {
    everyComponent(visit: (component: { component: Json }) => void): void;
    destroy(all: boolean): void;
  };
  const found: Json[] = [];
  // Form.io gives every component a new id each time it builds it; child components are compared on their
  // own (a data grid builds its rows' children from copies, which leaves its own list as given).
  const own = (name: string, value: unknown) =>
    name === 'id' || (name === 'components' && Array.isArray(value)) ? undefined : value;
  form.everyComponent((component) =>
    found.push(JSON.parse(JSON.stringify(component.component, own)) as Json),
  );
  form.destroy(true);
  return found;
}

describe('"Advanced settings…" of a settings dialog', () => {
  it('clears a setting of the component that the editor removed', { timeout: 60_000 }, async () => {
    const form = example('court-fine-list.json');
    const table = form.components.find((component) => component.type === 'smart-table')!;
    table.customClass = 'wide';
    let request: AdvancedSettingsRequest | undefined;
    const builder = await IgniteFormBuilder.create(host(), form.components, (opened) => {
      request = opened;
    });
    opened.push(builder);
    builder.openSettings('courtFines');
    // The dialog holds the table's settings once its key field shows them.
    await until(
      () => dialog()?.querySelector<HTMLInputElement>('input[name="data[key]"]')?.value === 'courtFines',
      'the dialog filled in',
    );
    dialog()!.querySelector<HTMLButtonElement>('.ignite-builder-advanced')!.click();
    expect(request?.settings.customClass).toBe('wide');
    const { customClass: _removed, ...rest } = request!.settings;
    request!.apply(rest);
    await settle(300);
    dialog()!.querySelector<HTMLElement>('[ref="saveButton"]')!.click();
    await until(() => (dialog() ? null : true), 'the dialog closed');
    await settle(300);
    const saved = builder.components.find((component) => (component as Json).key === 'courtFines') as Json;
    // Cleared, as the dialog's own field cleared keeps it (unset-settings.ts).
    expect(saved.customClass ?? '').toBe('');
    expect(saved.gridOptions).toEqual(table.gridOptions);
  });
});

describe('a component dropped from the palette', () => {
  it("is stored without Form.io's defaults, but for what the server and the portal read as written", () => {
    const registry = (
      Formio as unknown as { Components: { components: Record<string, { builderInfo: { schema: Json } }> } }
    ).Components.components;
    const dropped = ['password', 'phoneNumber', 'button', 'columns', 'smart-table'].map((type) =>
      structuredClone(registry[type]!.builderInfo.schema),
    );
    const [password, phone, button, columns, table] = new SavedComponents([], [], formioDefaults).toSave(
      dropped,
    ) as Json[];
    expect(password).toMatchObject({ type: 'password', input: true, protected: true, persistent: true });
    expect(phone).toMatchObject({ inputMask: '(999) 999-9999' });
    expect(button).toMatchObject({ type: 'button', persistent: false });
    expect(columns).toEqual({
      type: 'columns',
      key: 'columns',
      label: 'Columns',
      input: false,
      persistent: false,
      clearOnHide: false,
    });
    expect(table).toMatchObject({ persistent: false, hideLabel: true, gridOptions: { key: 'smartTable' } });
    for (const component of [password, phone, button, table])
      expect(Object.keys(component!)).not.toContain('overlay');
  });

  it("of a type the portal replaces (text area, file) is stored without its own Form.io type's defaults", () => {
    const registry = (
      Formio as unknown as { Components: { components: Record<string, { builderInfo: { schema: Json } }> } }
    ).Components.components;
    const [textarea, file] = new SavedComponents([], [], formioDefaults).toSave(
      ['textarea', 'file'].map((type) => structuredClone(registry[type]!.builderInfo.schema)),
    ) as Json[];
    // A text area's rows and editor, a file's image settings: Form.io's defaults, not the designer's.
    expect(Object.keys(textarea!)).not.toContain('rows');
    expect(Object.keys(textarea!)).not.toContain('editor');
    expect(Object.keys(file!)).not.toContain('imageSize');
    // What the portal's file field sets of its own stays.
    expect(file).toMatchObject({ type: 'file', storage: 'documents' });
  });
});

describe('an example form in the builder', () => {
  it.each(exampleFiles)(
    "%s: saved unchanged, is stored exactly as it came; stored without Form.io's defaults, runs the same",
    { timeout: 60_000 },
    async (file) => {
      const form = example(file);
      const builder = await openBuilder(form.components);
      await settle(100);
      expect(JSON.stringify(builder.components)).toBe(JSON.stringify(form.components));
      // Every component as the builder holds it (all of Form.io's defaults filled in), stored as if new.
      const drawn = (builder as unknown as { builder: { form: { components: unknown[] } } }).builder.form
        .components;
      const stripped = new SavedComponents([], [], formioDefaults).toSave(drawn);
      expect(JSON.stringify(stripped).length).toBeLessThan(JSON.stringify(drawn).length / 2);
      expect(await effectiveComponents(stripped)).toEqual(await effectiveComponents(drawn));
    },
  );
});

describe('an undo on the canvas', () => {
  it(
    'draws the components of an earlier state, which a save then stores exactly',
    { timeout: 60_000 },
    async () => {
      const form = example('court-fine-list.json');
      const builder = await openBuilder(form.components);
      const changes = vi.fn();
      builder.onChange(changes);
      await settle(100);
      const opened = builder.components;
      const canvasText = () => hosts.at(-1)!.querySelector('.formarea')?.textContent ?? '';

      // As many components, one relabelled: Form.io rebuilds the canvas only when the count changes.
      const relabelled = structuredClone(opened) as Json[];
      const first = relabelled.findIndex(
        (component) => typeof component.label === 'string' && component.input,
      );
      relabelled[first]!.label = 'Relabelled by an undo';
      await builder.restore(relabelled);
      expect(builder.components).toEqual(relabelled);
      await until(() => canvasText().includes('Relabelled by an undo') || null, 'the new label');

      // A new field as a save stores it (as the history keeps it).
      const added = [
        ...opened,
        {
          type: 'textfield',
          key: 'addedLater',
          label: 'Added later',
          input: true,
          inputType: 'text',
          persistent: true,
          clearOnHide: true,
        },
      ];
      await builder.restore(added);
      expect(builder.components).toEqual(added);
      await until(() => canvasText().includes('Added later') || null, 'the added field');

      await builder.restore(opened);
      expect(JSON.stringify(builder.components)).toBe(JSON.stringify(form.components));
      expect(canvasText()).not.toContain('Added later');
      // Drawing a state is no edit of its own: the history records none.
      expect(changes).not.toHaveBeenCalled();
    },
  );
});

/** The icon classes bootstrap-icons draws (the palette's icons: `bi bi-{name}`). */
const bootstrapIcons = new Set(
  [
    ...readFileSync(
      path.resolve(__dirname, '../../node_modules/bootstrap-icons/font/bootstrap-icons.css'),
      'utf8',
    ).matchAll(/\.(bi-[a-z0-9-]+)::before/g),
  ].map((match) => match[1]),
);

describe('the palette', () => {
  it('draws an icon for every component, the Ignite group included', async () => {
    const element = host();
    const builder = await IgniteFormBuilder.create(element, [], () => undefined);
    opened.push(builder);
    const items = [...element.querySelectorAll<HTMLElement>('.formcomponents [data-type]')];
    expect(items.map((item) => item.dataset.type)).toEqual(
      expect.arrayContaining(['screen-config', 'action-button', 'smart-table']),
    );
    const missing = items
      .map((item) => ({
        type: item.dataset.type,
        icons: [...(item.querySelector('i')?.classList ?? [])].filter((name) => name.startsWith('bi-')),
      }))
      .filter(({ icons }) => icons.length === 0 || icons.some((name) => !bootstrapIcons.has(name)));
    expect(missing).toEqual([]);
  });
});

describe('the help link of a settings dialog', () => {
  const helpLinks = () =>
    [...(dialog()?.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]') ?? [])].map((link) => link.href);

  it("is shown for Form.io's own components, and not for the portal's, which have no help page", async () => {
    const builder = await openBuilder([
      { type: 'textfield', key: 'reference', label: 'Reference', input: true },
      { type: 'action-button', key: 'pay', label: 'Pay', input: false, actionProcessors: [] },
    ]);
    builder.openSettings('reference');
    await until(() => dialog()?.querySelector('[ref="saveButton"]'), 'the text field dialog');
    expect(helpLinks()).toEqual([expect.stringMatching(/^https:\/\/help\.form\.io\/.+/)]);
    dialog()!.querySelector<HTMLElement>('[ref="cancelButton"]')!.click();
    await until(() => (dialog() ? null : true), 'the dialog closed');

    builder.openSettings('pay');
    await until(() => dialog()?.querySelector('[ref="saveButton"]'), 'the action button dialog');
    expect(dialog()!.textContent).toContain('Action button');
    expect(helpLinks()).toEqual([]);
  });
});
