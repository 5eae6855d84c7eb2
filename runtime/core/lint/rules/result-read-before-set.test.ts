import { describe, expect, it } from 'vitest';
import { lintWith } from '../lint-test-form';
import { resultReadBeforeSet } from './result-read-before-set';

const button = (actionProcessors: unknown[]) => [{ type: 'action-button', key: 'b', actionProcessors }];

describe('result-read-before-set', () => {
  it('flags a step reading the result of a later step or of no step', () => {
    const problems = lintWith(
      resultReadBeforeSet,
      button([
        {
          actionName: 'show',
          actionType: 'setFieldValues',
          fieldValuesConfig: [{ fieldName: 'a', fieldValue: 'results.lookup.total' }],
        },
        {
          actionName: 'lookup',
          actionType: 'getDataFromApi',
          apiConfig: { url: '/x?q={{ actions["missing"].id }}' },
        },
      ]),
    );
    expect(problems).toEqual([
      [
        '/components/0/actionProcessors/0/fieldValuesConfig/0/fieldValue',
        expect.stringContaining('set by step 2 (result read before it is set)'),
      ],
      [
        '/components/0/actionProcessors/1/apiConfig/url',
        expect.stringContaining('no step of this chain has the actionName "missing"'),
      ],
    ]);
  });

  it('accepts reads of earlier steps', () => {
    expect(
      lintWith(
        resultReadBeforeSet,
        button([
          { actionName: 'lookup', actionType: 'getDataFromApi', apiConfig: { url: '/x' } },
          {
            actionName: 'show',
            actionType: 'setFieldValues',
            fieldValuesConfig: [{ fieldName: 'a', fieldValue: "results['lookup'].total" }],
          },
        ]),
      ),
    ).toEqual([]);
  });
});
