import { describe, expect, it } from 'vitest';
import { fakeForm, fakeRun, fakeServices } from '../../../tests/helpers/fake-action-run';
import type { ActionListener } from '../../../schemas/screen-config';
import { listenerSteps, runListener } from './run-button';

const listener = (actionChain: unknown[]): ActionListener => ({
  widgetToListen: 'amount',
  eventName: 'change',
  actionChain: actionChain as ActionListener['actionChain'],
});

describe('listener steps', () => {
  it("keep the designer's actionName, else the responseContextVariable, else type and position", () => {
    const steps = listenerSteps(
      listener([
        { type: 'executeScript', actionName: 'tripled', scriptToExecute: '1' },
        { type: 'callApi', url: '/q', responseContextVariable: 'quote' },
        { type: 'callApi', url: '/q', responseContextVariable: 'quote', actionName: 'asked' },
        { type: 'executeScript', actionName: '', scriptToExecute: '1' },
      ]),
    );
    expect(steps.map((step) => step.name)).toEqual(['tripled', 'quote', 'asked', 'executeScript4']);
  });

  it('store a result under the actionName, and name the step by it when its type is unknown', async () => {
    const fake = fakeServices();
    const run = fakeRun(fakeForm({ amount: 2 }), fake.services);
    await runListener(
      listener([
        { type: 'executeScript', actionName: 'tripled', scriptToExecute: 'data.amount * 3' },
        { type: 'noSuchType', actionName: 'x' },
      ]),
      run,
    );
    expect(run.results.tripled).toBe(6);
    expect(fake.notices[0]?.message).toBe(
      'Listener amount:change, step 2 (noSuchType "x"): Unknown action type "noSuchType"',
    );
  });
});
