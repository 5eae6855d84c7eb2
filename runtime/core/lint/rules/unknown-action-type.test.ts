import { describe, expect, it } from 'vitest';
import { actionTypes } from '../../actions/registry';
import { closestName } from '../closest-name';
import { lintWith } from '../lint-test-form';
import { unknownActionType } from './unknown-action-type';

const button = (actionProcessors: unknown[]) => ({
  type: 'action-button',
  key: 'b',
  label: 'B',
  actionProcessors,
});
const screen = (actionChain: unknown[]) => ({
  type: 'screen-config',
  key: 's',
  screenType: 'create',
  actionListener: [{ widgetToListen: 'amount', eventName: 'change', actionChain }],
});

describe('unknown-action-type', () => {
  it('names each button chain step whose actionType has no handler, with the nearest type', () => {
    const problems = lintWith(unknownActionType, [
      button([
        { actionType: 'bogusType', actionName: 'first' },
        { actionType: 'setFieldValue', actionName: 'second', fieldValuesConfig: [] },
        { actionType: 'goBack', actionName: 'back' },
      ]),
    ]);
    expect(problems.map(([path]) => path)).toEqual([
      '/components/0/actionProcessors/0/actionType',
      '/components/0/actionProcessors/1/actionType',
    ]);
    expect(problems[0]![1]).toContain('Step 1 ("first"): "bogusType" is not an action type of button chains');
    expect(problems[0]![1]).toContain("'Unknown action type'");
    expect(problems[0]![1]).toContain('Use one of: goBack,');
    expect(problems[1]![1]).toContain('Did you mean "setFieldValues"?');
  });

  it('names each listener step whose type has no handler, in every listener of the screen', () => {
    const problems = lintWith(unknownActionType, [
      screen([
        { type: 'executeScript', scriptToExecute: '1' },
        { type: 'noSuchType', actionName: 'x' },
        { type: 'callAPI', url: '/quotes' },
        { type: 'setFieldValues' },
      ]),
    ]);
    const at = '/components/0/actionListener/0/actionChain';
    expect(problems.map(([path]) => path)).toEqual([`${at}/1/type`, `${at}/2/type`, `${at}/3/type`]);
    expect(problems[0]![1]).toMatch(/^Step 2 \("x"\): "noSuchType" is not a listener step type/);
    expect(problems[0]![1]).toContain(`Use one of: ${actionTypes('listener').join(', ')}.`);
    expect(problems[1]![1]).toContain('Did you mean "callApi"?');
    // A chain type written in a listener: the nearest listener type, or where the type belongs.
    expect(problems[2]![1]).toContain('Did you mean "set field values"?');
  });

  it('says where a type of another dialect belongs when no listener type is near', () => {
    const [[, message]] = lintWith(unknownActionType, [screen([{ type: 'toggleComponentsVisibility' }])]) as [
      [string, string],
    ];
    expect(message).toContain('"toggleComponentsVisibility" is an action type of button chains');
  });

  it('names a step without a type, and passes every registered type', () => {
    expect(lintWith(unknownActionType, [button([{ actionName: 'a' }])])).toEqual([
      [
        '/components/0/actionProcessors/0/actionType',
        expect.stringContaining('Step 1 ("a") has no actionType'),
      ],
    ]);
    const chain = actionTypes('chain').map((actionType, i) => ({ actionType, actionName: `s${i}` }));
    const listener = actionTypes('listener').map((type) => ({ type }));
    expect(lintWith(unknownActionType, [button(chain), screen(listener)])).toEqual([]);
  });

  it('finds chains wherever components nest', () => {
    const problems = lintWith(unknownActionType, [
      { type: 'panel', key: 'p', components: [button([{ actionType: 'nope', actionName: 'n' }])] },
    ]);
    expect(problems.map(([path]) => path)).toEqual([
      '/components/0/components/0/actionProcessors/0/actionType',
    ]);
  });
});

describe('closestName', () => {
  it('suggests a near name, a name differing in case or spacing, and nothing far', () => {
    const known = ['setFieldValues', 'showPopup', 'callApi', 'call API'];
    expect(closestName('setFieldValue', known)).toBe('setFieldValues');
    expect(closestName('showpopup', known)).toBe('showPopup');
    expect(closestName('shwoPopup', known)).toBe('showPopup');
    expect(closestName('CALLAPI', known)).toBe('callApi');
    expect(closestName('noSuchType', known)).toBeUndefined();
    expect(closestName('bogusType', known)).toBeUndefined();
  });
});
