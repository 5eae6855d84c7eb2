import { describe, expect, it } from 'vitest';
import { SavedComponents } from './saved-components';

// Form.io's defaults for two types, as its classes answer them (abridged).
const DEFAULTS: Record<string, Record<string, unknown>> = {
  textfield: {
    input: true,
    key: 'textField',
    label: 'Text Field',
    type: 'textfield',
    prefix: '',
    hidden: false,
    persistent: true,
    clearOnHide: true,
    tableView: true,
    labelPosition: 'top',
    validate: { required: false, custom: '', minLength: '' },
    conditional: { show: null, when: null, eq: '' },
  },
  columns: {
    type: 'columns',
    key: 'columns',
    input: false,
    persistent: false,
    clearOnHide: false,
    columns: [
      { components: [], width: 6, offset: 0, size: 'md' },
      { components: [], width: 6, offset: 0, size: 'md' },
    ],
  },
};
const formioDefaults = (type: string) => structuredClone(DEFAULTS[type]);

/** What Form.io's builder makes of a component: its defaults filled in, an id, a column's width. */
function drawn(component: Record<string, unknown>, id: string): Record<string, unknown> {
  const defaults = formioDefaults(String(component.type)) ?? {};
  const filled: Record<string, unknown> = { ...defaults, ...component, id };
  if (component.type === 'textfield')
    filled.validate = { ...(defaults.validate as object), ...(component.validate as object) };
  if (component.type === 'columns') {
    const columns = component.columns as Record<string, unknown>[];
    const all = [...columns, ...(defaults.columns as unknown[]).slice(columns.length)];
    filled.columns = all.map((column, index) => ({
      ...(defaults.columns as Record<string, unknown>[])[index],
      ...(column as object),
      currentWidth: (column as { width?: number }).width ?? 6,
      components: ((column as { components?: Record<string, unknown>[] }).components ?? []).map((child, at) =>
        drawn(child, `${id}-${index}-${at}`),
      ),
    }));
  }
  return filled;
}

const loaded = [
  { type: 'textfield', key: 'reference', label: 'Reference', input: true, persistent: true },
  {
    type: 'columns',
    key: 'row',
    input: false,
    columns: [
      {
        width: 12,
        components: [
          { type: 'textfield', key: 'amount', label: 'Amount', input: true, validate: { required: true } },
        ],
      },
    ],
  },
];

function opened() {
  const now = loaded.map((component, index) => drawn(structuredClone(component), `e${index}`));
  return { saved: new SavedComponents(loaded, structuredClone(now), formioDefaults), now };
}

describe('SavedComponents', () => {
  it('stores an unchanged form exactly as it was loaded, whatever Form.io added', () => {
    const { saved, now } = opened();
    // Form.io gives the components new ids each time it redraws them.
    (now[0] as Record<string, unknown>).id = 'other';
    expect(JSON.stringify(saved.toSave(now))).toBe(JSON.stringify(loaded));
  });

  it('stores a change and nothing else, also in a nested component', () => {
    const { saved, now } = opened();
    (now[0] as Record<string, unknown>).label = 'Case reference';
    const amount = (now[1] as { columns: { components: Record<string, unknown>[] }[] }).columns[0]!
      .components[0]!;
    amount.validate = { ...(amount.validate as object), required: false, minLength: 3 };
    delete amount.label;
    const expected = structuredClone(loaded) as Record<string, unknown>[];
    expected[0]!.label = 'Case reference';
    const expectedAmount = (expected[1] as { columns: { components: Record<string, unknown>[] }[] })
      .columns[0]!.components[0]!;
    expectedAmount.validate = { required: false, minLength: 3 };
    delete expectedAmount.label;
    expect(saved.toSave(now)).toEqual(expected);
  });

  it('follows a component moved into another container by its key', () => {
    const { saved, now } = opened();
    const [reference, row] = now as [Record<string, unknown>, { columns: { components: unknown[] }[] }];
    row.columns[1]!.components.push(reference);
    const result = saved.toSave([row]) as [{ columns: { components: unknown[] }[] }];
    expect(result[0].columns).toHaveLength(2);
    expect(result[0].columns[1]).toEqual({ components: [loaded[0]] });
  });

  it("stores a new component without Form.io's defaults, but for those read as written", () => {
    const { saved, now } = opened();
    const added = drawn({ type: 'textfield', key: 'note', label: 'Note', validate: { required: true } }, 'n');
    expect(saved.toSave([...now, added])[2]).toEqual({
      input: true,
      key: 'note',
      label: 'Note',
      type: 'textfield',
      persistent: true,
      clearOnHide: true,
      validate: { required: true },
    });
  });

  it('drops an unchanged column Form.io filled into a new columns layout', () => {
    const { saved } = opened();
    const added = drawn(
      { type: 'columns', key: 'more', input: false, columns: [{ width: 12, components: [] }] },
      'm',
    );
    expect(saved.toSave([added])).toEqual([
      {
        type: 'columns',
        key: 'more',
        input: false,
        persistent: false,
        clearOnHide: false,
        columns: [{ components: [], width: 12 }, { components: [] }],
      },
    ]);
  });
});
