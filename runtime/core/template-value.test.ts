import { describe, expect, it } from 'vitest';
import { interpolateValue } from './template-value';

describe('interpolateValue', () => {
  it('interpolates strings deep in objects and arrays', () => {
    expect(
      interpolateValue(
        { a: 'id-{{ data.id }}', b: ['{{ data.name }}!'], c: 3 },
        { data: { id: 7, name: 'x' } },
      ),
    ).toEqual({
      a: 'id-7',
      b: ['x!'],
      c: 3,
    });
  });
  it('keeps the type of a value that is one whole expression', () => {
    expect(
      interpolateValue(
        { amount: '{{ data.amount }}', ids: '{{ data.ids }}', none: '{{ data.missing }}' },
        { data: { amount: 12.5, ids: [1, 2] } },
      ),
    ).toEqual({
      amount: 12.5,
      ids: [1, 2],
      none: null,
    });
  });
});
