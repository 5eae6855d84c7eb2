import { describe, expect, it } from 'vitest';
import { lintWith } from '../lint-test-form';
import { incompleteListenerStep } from './incomplete-listener-step';

const screen = (actionChain: unknown[]) => [
  {
    type: 'screen-config',
    key: 'screen',
    screenType: 'create',
    actionListener: [{ widgetToListen: 'table', eventName: 'rowClick', actionChain }],
  },
];

describe('incomplete-listener-step', () => {
  it('names each setting a listener step type needs and lacks', () => {
    expect(
      lintWith(
        incompleteListenerStep,
        screen([
          { type: 'callApi', methodName: 'POST' },
          { type: 'call API', url: '  ' },
          { type: 'setValueOnFields', fieldName: 'amount' },
          { type: 'refreshSmartTable' },
        ]),
      ),
    ).toEqual([
      [
        '/components/0/actionListener/0/actionChain/0/url',
        'Listener step 1 ("callApi") has no url: give the URL to call, or the step fails when the event fires and the steps after it never run.',
      ],
      [
        '/components/0/actionListener/0/actionChain/1/url',
        expect.stringContaining('Listener step 2 ("call API")'),
      ],
      [
        '/components/0/actionListener/0/actionChain/2/fieldValue',
        expect.stringContaining('the script giving its value'),
      ],
      ['/components/0/actionListener/0/actionChain/3/smartTableId', expect.any(String)],
    ]);
  });

  it('accepts complete steps, and leaves unknown types to unknown-action-type', () => {
    expect(
      lintWith(
        incompleteListenerStep,
        screen([
          { type: 'callApi', url: '/court-fines' },
          { type: 'executeScript', scriptToExecute: 'data.x = 1;' },
          { type: 'set field values', fieldName: 'x', fieldValue: '1' },
          { type: 'refreshSmartTable', smartTableId: 'fines' },
          { type: 'showPopup', popupScreenId: 'generic-pop-up' },
          { type: 'somethingElse' },
        ]),
      ),
    ).toEqual([]);
  });
});
