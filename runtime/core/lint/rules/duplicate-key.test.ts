import { describe, expect, it } from 'vitest';
import { lintWith } from '../lint-test-form';
import { duplicateKey } from './duplicate-key';

describe('duplicate-key', () => {
  it('flags the second component with a key already used in the same data container', () => {
    const problems = lintWith(duplicateKey, [
      { type: 'textfield', key: 'amount' },
      { type: 'panel', key: 'p', components: [{ type: 'number', key: 'amount' }] },
    ]);
    expect(problems).toEqual([
      [
        '/components/1/components/0/key',
        expect.stringContaining('already used by the component at /components/0'),
      ],
    ]);
  });

  it('accepts the same key inside different data containers', () => {
    expect(
      lintWith(duplicateKey, [
        { type: 'textfield', key: 'amount' },
        { type: 'container', key: 'old', components: [{ type: 'number', key: 'amount' }] },
        { type: 'datagrid', key: 'rows', components: [{ type: 'number', key: 'amount' }] },
      ]),
    ).toEqual([]);
  });
});
