import { describe, expect, it } from 'vitest';
import { buttonLabel } from './button-label';
import { mergeOptionResult } from './dropdown-option';

describe('buttonLabel', () => {
  it('fills dynamicLabelValue from the data, falling back to the label', () => {
    expect(buttonLabel({ label: 'Pay', dynamicLabelValue: 'Pay S$ {{ data.amount }}' }, { amount: 40 })).toBe(
      'Pay S$ 40',
    );
    expect(buttonLabel({ label: 'Pay', dynamicLabelValue: '{{ data.none }}' }, {})).toBe('Pay');
    expect(buttonLabel({ label: 'Pay' }, {})).toBe('Pay');
  });
});

describe('mergeOptionResult', () => {
  it('merges an object answer into the data and ignores anything else', () => {
    const data: Record<string, unknown> = { a: 1 };
    expect(mergeOptionResult("({ format: 'pdf', a: 2 })", data, {})).toEqual({ format: 'pdf', a: 2 });
    expect(data).toEqual({ a: 2, format: 'pdf' });
    expect(mergeOptionResult("'text'", data, {})).toEqual({});
    expect(mergeOptionResult(undefined, data, {})).toEqual({});
  });
});
