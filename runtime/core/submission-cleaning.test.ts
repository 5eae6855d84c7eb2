import { describe, expect, it } from 'vitest';
import type { FormComponent } from '../../schemas/form-definition';
import { cleanSubmission, nullEmptyValues } from './submission-cleaning';

const components: FormComponent[] = [
  { type: 'screen-config', key: 'screen', screenType: 'create' },
  { type: 'textfield', key: 'caseNumber' },
  { type: 'textfield', key: 'scratch', persistent: false },
  {
    type: 'panel',
    key: 'panel1',
    components: [
      { type: 'button', key: 'submit', persistent: false },
      { type: 'textfield', key: 'note' },
    ],
  },
  {
    type: 'datagrid',
    key: 'items',
    components: [
      { type: 'textfield', key: 'label' },
      { type: 'textfield', key: 'tmp', persistent: false },
    ],
  },
  { type: 'container', key: 'address', components: [{ type: 'textfield', key: 'hint', persistent: false }] },
];

describe('cleanSubmission', () => {
  it('drops non-persistent and screen-config values at every depth and nulls empties', () => {
    const cleaned = cleanSubmission(components, {
      screen: { anything: true },
      caseNumber: 'C-1',
      scratch: 'x',
      submit: true,
      note: '',
      items: [
        { label: 'a', tmp: 1 },
        { label: '', tmp: 2 },
      ],
      address: { hint: 'h', street: 'Main' },
    });
    expect(cleaned).toEqual({
      caseNumber: 'C-1',
      note: null,
      items: [{ label: 'a' }, { label: null }],
      address: { street: 'Main' },
    });
  });

  it('does not change its input', () => {
    const data = { caseNumber: '', scratch: 'x' };
    cleanSubmission(components, data);
    expect(data).toEqual({ caseNumber: '', scratch: 'x' });
  });
});

describe('nullEmptyValues', () => {
  it('keeps zero, false and non-empty values', () => {
    expect(nullEmptyValues({ a: 0, b: false, c: 'x', d: [''], e: { f: undefined } })).toEqual({
      a: 0,
      b: false,
      c: 'x',
      d: [null],
      e: { f: null },
    });
  });
});
