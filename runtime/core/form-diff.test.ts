import { describe, expect, it } from 'vitest';
import { diffForms, diffJson, isEmptyDiff, type DiffableForm } from './form-diff';

const screen = { type: 'screen-config', key: 'screen', screenType: 'create', submissionUrl: '/court-fines' };
const table = {
  type: 'smart-table',
  key: 'fines',
  label: 'Fines',
  gridOptions: { key: 'id', columns: [{ header: 'A' }, { header: 'B' }, { header: 'C' }] },
};

const form = (components: unknown[], extra: Partial<DiffableForm> = {}): DiffableForm => ({
  name: 'Fine',
  category: 'court',
  components,
  ...extra,
});

describe('diffForms', () => {
  it('finds nothing between equal forms, and ignores the id Form.io regenerates', () => {
    const diff = diffForms(
      form([screen, { type: 'textfield', key: 'name', label: 'Name', id: 'e1' }]),
      form([structuredClone(screen), { type: 'textfield', key: 'name', label: 'Name', id: 'x9' }]),
    );
    expect(isEmptyDiff(diff)).toBe(true);
  });

  it('reports a changed label with before and after and the component in both versions', () => {
    const diff = diffForms(
      form([screen, { type: 'textfield', key: 'name', label: 'Name' }]),
      form([screen, { type: 'textfield', key: 'name', label: 'Full name' }]),
    );
    expect(diff.changed).toEqual([
      {
        key: 'name',
        before: { key: 'name', type: 'textfield', label: 'Name', pointer: '/1' },
        after: { key: 'name', type: 'textfield', label: 'Full name', pointer: '/1' },
        changes: [{ path: 'label', kind: 'changed', before: 'Name', after: 'Full name' }],
      },
    ]);
    expect(diff.added).toEqual([]);
    expect(diff.removed).toEqual([]);
  });

  it('matches components by key wherever they sit, and names nested settings by path', () => {
    const moved = structuredClone(table);
    moved.gridOptions.columns[2] = { header: 'Amount' };
    const diff = diffForms(
      form([table, { type: 'number', key: 'old', label: 'Old' }]),
      form([
        { type: 'panel', key: 'box', components: [moved] },
        { type: 'columns', key: 'cols', columns: [{ components: [{ type: 'number', key: 'amount' }] }] },
      ]),
    );
    expect(diff.removed.map((ref) => ref.key)).toEqual(['old']);
    expect(diff.added).toEqual([
      { key: 'box', type: 'panel', pointer: '/0' },
      { key: 'cols', type: 'columns', pointer: '/1' },
      { key: 'amount', type: 'number', pointer: '/1/columns/0/components/0' },
    ]);
    expect(diff.changed).toHaveLength(1);
    expect(diff.changed[0]?.before.pointer).toBe('/0');
    expect(diff.changed[0]?.after.pointer).toBe('/0/components/0');
    expect(diff.changed[0]?.changes).toEqual([
      { path: 'gridOptions.columns[2].header', kind: 'changed', before: 'C', after: 'Amount' },
    ]);
  });

  it('reports a container by its own properties, not by the children it holds', () => {
    const diff = diffForms(
      form([{ type: 'panel', key: 'box', title: 'A', components: [{ type: 'textfield', key: 'a' }] }]),
      form([{ type: 'panel', key: 'box', title: 'A', components: [{ type: 'textfield', key: 'b' }] }]),
    );
    expect(diff.changed).toEqual([]);
    expect(diff.added.map((ref) => ref.key)).toEqual(['b']);
    expect(diff.removed.map((ref) => ref.key)).toEqual(['a']);
  });

  it('diffs the screen configuration path by path, apart from the components', () => {
    const after = {
      ...screen,
      submissionUrl: '/deposits',
      actionListener: [{ eventName: 'saved' }],
    } as Record<string, unknown>;
    delete after.screenType;
    const diff = diffForms(form([screen]), form([after]));
    expect(diff.screenConfig).toEqual([
      { path: 'screenType', kind: 'removed', before: 'create' },
      { path: 'submissionUrl', kind: 'changed', before: '/court-fines', after: '/deposits' },
      { path: 'actionListener', kind: 'added', after: [{ eventName: 'saved' }] },
    ]);
    expect(diff.changed).toEqual([]);
    expect(diff.added).toEqual([]);
  });

  it('reports a component moved into another container, and one taken out of order, not those it passed', () => {
    const field = (key: string) => ({ type: 'textfield', key, label: key });
    const diff = diffForms(
      form([field('a'), field('b'), field('c'), field('d'), { type: 'panel', key: 'box', components: [] }]),
      form([
        field('new'),
        field('a'),
        field('c'),
        field('d'),
        field('b'),
        { type: 'panel', key: 'box', components: [field('moved-in')] },
      ]),
    );
    // `new` pushed every other one down a place: none of them moved for it.
    expect(diff.moved).toEqual([
      {
        key: 'b',
        before: { key: 'b', type: 'textfield', label: 'b', pointer: '/1' },
        after: { key: 'b', type: 'textfield', label: 'b', pointer: '/4' },
      },
    ]);
    const into = diffForms(
      form([field('a'), { type: 'panel', key: 'box', components: [] }]),
      form([{ type: 'panel', key: 'box', components: [field('a')] }]),
    );
    expect(into.moved.map((move) => [move.key, move.before.pointer, move.after.pointer])).toEqual([
      ['a', '/0', '/0/components/0'],
    ]);
    expect(isEmptyDiff(into)).toBe(false);
  });

  it('reports a change of display (a wizard) and of the form settings', () => {
    const diff = diffForms(
      form([screen]),
      form([screen], { display: 'wizard', settings: { pdf: { id: 'x' } } }),
    );
    expect(diff.envelope).toEqual([
      { path: 'display', kind: 'changed', before: 'form', after: 'wizard' },
      { path: 'settings.pdf', kind: 'added', after: { id: 'x' } },
    ]);
  });

  it('reports envelope changes; a missing public flag means not public', () => {
    expect(diffForms(form([]), form([], { public: false })).envelope).toEqual([]);
    expect(diffForms(form([]), form([], { name: 'Fine 2', category: 'x', public: true })).envelope).toEqual([
      { path: 'name', kind: 'changed', before: 'Fine', after: 'Fine 2' },
      { path: 'category', kind: 'changed', before: 'court', after: 'x' },
      { path: 'public', kind: 'changed', before: false, after: true },
    ]);
  });
});

describe('diffJson', () => {
  it('reports items added to and removed from lists by index, and a type change as a change', () => {
    expect(diffJson({ a: [1, 2] }, { a: [1, 2, 3] })).toEqual([{ path: 'a[2]', kind: 'added', after: 3 }]);
    expect(diffJson([1, 2], [1])).toEqual([{ path: '[1]', kind: 'removed', before: 2 }]);
    expect(diffJson({ a: { b: 1 } }, { a: [1] })).toEqual([
      { path: 'a', kind: 'changed', before: { b: 1 }, after: [1] },
    ]);
  });
});
