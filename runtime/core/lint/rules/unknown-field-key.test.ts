import { describe, expect, it } from 'vitest';
import { lintWith } from '../lint-test-form';
import { unknownFieldKey } from './unknown-field-key';

const fields = [
  { type: 'textfield', key: 'amount' },
  {
    type: 'screen-config',
    key: 's',
    screenInitializationConfig: [{ storageAttribute: 'lookup', apiUrl: '/x' }],
  },
];

describe('unknown-field-key', () => {
  it('flags chain steps and listeners naming no field', () => {
    const problems = lintWith(unknownFieldKey, [
      ...fields,
      {
        type: 'action-button',
        key: 'b',
        actionProcessors: [
          { actionName: 'a', fieldValuesConfig: [{ fieldName: 'amout', fieldValue: '1' }] },
          { actionName: 'b', toggleComponentsVisibilityConfig: { componentsToToggle: ['amount', 'notes'] } },
          { actionName: 'c', redrawComponentsConfig: { componentsToRedraw: ['summary'] } },
        ],
      },
      {
        type: 'screen-config',
        key: 's2',
        actionListener: [
          {
            widgetToListen: 'w',
            eventName: 'e',
            actionChain: [{ type: 'setValueOnFields', fieldName: 'total', fieldValue: '1' }],
          },
        ],
      },
    ]);
    expect(problems.map(([path]) => path)).toEqual([
      '/components/2/actionProcessors/0/fieldValuesConfig/0/fieldName',
      '/components/2/actionProcessors/1/toggleComponentsVisibilityConfig/componentsToToggle/1',
      '/components/2/actionProcessors/2/redrawComponentsConfig/componentsToRedraw/0',
      '/components/3/actionListener/0/actionChain/0/fieldName',
    ]);
    expect(problems[0]![1]).toContain('"amout"');
  });

  it('accepts component keys, nested paths and stored names', () => {
    expect(
      lintWith(unknownFieldKey, [
        ...fields,
        {
          type: 'action-button',
          key: 'b',
          actionProcessors: [
            {
              actionName: 'a',
              fieldValuesConfig: [
                { fieldName: 'amount', fieldValue: '1' },
                { fieldName: 'lookup.total', fieldValue: '2' },
              ],
            },
          ],
        },
      ]),
    ).toEqual([]);
  });
});
