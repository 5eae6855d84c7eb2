import { describe, expect, it } from 'vitest';
import { actionTypes } from '../../actions/registry';
import { lintWith } from '../lint-test-form';
import { unknownLegacyActionType } from './unknown-legacy-action-type';

const button = (settings: Record<string, unknown>) => ({
  type: 'action-button',
  key: 'b',
  label: 'B',
  ...settings,
});

describe('unknown-legacy-action-type', () => {
  it("names a button's single actionType that no legacy handler takes, with the nearest type", () => {
    const problems = lintWith(unknownLegacyActionType, [
      button({ actionType: 'postToUr' }),
      button({ key: 'c', actionType: 'advance filter' }),
      button({ key: 'd', actionType: 'bogusType' }),
    ]);
    expect(problems).toEqual([
      ['/components/0/actionType', expect.stringContaining('Did you mean "postToUrl"?')],
      ['/components/1/actionType', expect.stringContaining('Did you mean "advanceFilter"?')],
      ['/components/2/actionType', expect.stringContaining('a click on this button does nothing')],
    ]);
  });

  it('leaves registered types, buttons with a chain (the chain runs) and other components alone', () => {
    expect(
      lintWith(unknownLegacyActionType, [
        ...actionTypes('legacy').map((actionType, i) => button({ key: `b${i}`, actionType })),
        button({
          key: 'chained',
          actionType: 'bogus',
          actionProcessors: [{ actionType: 'goBack', actionName: 'g' }],
        }),
        { type: 'button', key: 'plain', actionType: 'bogus' },
        button({ key: 'none', actionType: '' }),
      ]),
    ).toEqual([]);
  });
});
