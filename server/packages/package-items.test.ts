import { describe, expect, it } from 'vitest';
import { itemsFromJson } from './package-items';

describe('itemsFromJson', () => {
  it('reads our package format with the origin of each item', () => {
    const items = itemsFromJson(
      { formatVersion: 1, forms: [{ id: 'a' }], resources: [{ name: 'r' }], menu: [{ label: 'A' }] },
      'pkg.json',
    );
    expect(items.forms[0]?.origin).toEqual({ file: 'pkg.json', pointer: '/forms/0' });
    expect(items.resources).toHaveLength(1);
    expect(items.menu).toHaveLength(1);
    expect(items.problems).toEqual([]);
  });

  it('reads a single form definition and a single Form.io form', () => {
    expect(
      itemsFromJson({ id: 'x', name: 'X', category: '', components: [] }, 'x.json').forms[0]?.value,
    ).toMatchObject({ id: 'x' });
    const formio = itemsFromJson(
      { title: 'Fine Payment', name: 'finePayment', path: 'fine/payment', type: 'form', components: [] },
      'f.json',
    );
    expect(formio.forms[0]?.value).toEqual({
      id: 'fine-payment',
      name: 'Fine Payment',
      category: 'formio',
      components: [],
    });
  });

  it("reads a Form.io project template's forms and resources", () => {
    const items = itemsFromJson(
      {
        title: 'Project',
        forms: {
          payment: {
            title: 'Payment',
            path: 'payment',
            type: 'form',
            components: [{ type: 'textfield', key: 'a' }],
          },
        },
        resources: {
          offender: {
            title: 'Offender',
            name: 'offender',
            path: 'offender',
            type: 'resource',
            components: [],
          },
        },
      },
      'template.json',
    );
    expect(items.forms.map((item) => item.value)).toEqual([
      { id: 'payment', name: 'Payment', category: 'formio', components: [{ type: 'textfield', key: 'a' }] },
      { id: 'offender', name: 'Offender', category: 'resource', components: [] },
    ]);
    expect(items.forms[1]?.origin.pointer).toBe('/resources/offender');
  });

  it('names what is wrong with an unreadable file', () => {
    expect(itemsFromJson([], 'a.json').problems).toEqual([
      { file: 'a.json', path: '/', message: 'must be a JSON object' },
    ]);
    expect(itemsFromJson({ formatVersion: 2, forms: [] }, 'b.json').problems[0]?.path).toBe('/formatVersion');
    expect(itemsFromJson({ forms: 'x' }, 'c.json').problems[0]?.message).toBe('must be a list');
  });
});
