import { describe, expect, it } from 'vitest';
import { fakeForm, fakeRun, fakeServices } from '../../../tests/helpers/fake-action-run';
import type { ActionButton } from '../../../schemas/actions';
import { runButton } from './run-button';

const button = (actionProcessors: ActionButton['actionProcessors']): ActionButton => ({
  type: 'action-button',
  key: 'go',
  label: 'Go',
  actionProcessors,
});

describe('chain engine', () => {
  it('runs steps in order, awaiting each, storing results under actionName for later steps', async () => {
    const form = fakeForm({ amount: 10 }, ['doubled']);
    const { services } = fakeServices({ 'GET /api/rates/1': { json: { rate: 3 } } });
    const run = fakeRun(form, services);
    const trace = await runButton(
      button([
        {
          actionType: 'executeCustomLogic',
          actionName: 'base',
          customLogicConfig: { scriptToExecute: 'Promise.resolve(data.amount * 2)' },
        },
        {
          actionType: 'getDataFromApi',
          actionName: 'rate',
          apiConfig: { url: '/rates/1', dataPath: 'rate' },
        },
        {
          actionType: 'setFieldValues',
          actionName: 'set',
          fieldValuesConfig: [{ fieldName: 'doubled', fieldValue: 'results.base * results.rate' }],
        },
      ]),
      run,
    );
    expect(trace.outcome).toBe('done');
    expect(run.results).toMatchObject({ base: 20, rate: 3 });
    expect(form.data.doubled).toBe(60);
    expect(form.actionResults).toBe(run.results);
    expect(trace.steps.map((step) => [step.type, step.outcome])).toEqual([
      ['executeCustomLogic', 'done'],
      ['getDataFromApi', 'done'],
      ['setFieldValues', 'done'],
    ]);
    expect(trace.steps[0]?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('skips a conditional step whose condition is false, marking it SKIPPED', async () => {
    const form = fakeForm({ amount: 10 });
    const { services } = fakeServices();
    const run = fakeRun(form, services);
    const trace = await runButton(
      button([
        {
          actionType: 'executeCustomLogic',
          actionName: 'big',
          isConditional: true,
          conditionToEvaluate: 'data.amount > 100',
          customLogicConfig: { scriptToExecute: '1' },
        },
        {
          actionType: 'executeCustomLogic',
          actionName: 'after',
          customLogicConfig: { scriptToExecute: 'results.big' },
        },
      ]),
      run,
    );
    expect(run.results).toEqual({ big: 'SKIPPED', after: 'SKIPPED' });
    expect(trace.steps[0]?.outcome).toBe('SKIPPED');
  });

  it('stops at an unknown type with a message naming the button and the step', async () => {
    const { services, notices, errors } = fakeServices();
    const trace = await runButton(
      button([
        { actionType: 'executeCustomLogic', actionName: 'a', customLogicConfig: { scriptToExecute: '1' } },
        { actionType: 'teleport', actionName: 'b' },
        { actionType: 'executeCustomLogic', actionName: 'c', customLogicConfig: { scriptToExecute: '2' } },
      ]),
      fakeRun(fakeForm(), services),
    );
    expect(trace.outcome).toBe('failed');
    expect(trace.steps).toHaveLength(2);
    expect(notices[0]?.message).toBe('Button "Go", step 2 (teleport "b"): Unknown action type "teleport"');
    expect(errors).toHaveLength(1);
  });

  it('reports a script error with the button and the step, and does not throw', async () => {
    const { services, notices } = fakeServices();
    const trace = await runButton(
      button([
        {
          actionType: 'executeCustomLogic',
          actionName: 'oops',
          customLogicConfig: { scriptToExecute: 'data.missing.deep' },
        },
      ]),
      fakeRun(fakeForm(), services),
    );
    expect(trace.steps[0]).toMatchObject({
      outcome: 'failed',
      error: expect.stringMatching(/cannot read propert(y|ies) .*of undefined/i),
    });
    expect(notices[0]?.message).toMatch(
      /^Button "Go", step 1 \(executeCustomLogic "oops"\): The script failed/,
    );
  });

  it('records the trace of every run', async () => {
    const { services } = fakeServices();
    const traces: unknown[] = [];
    services.recordTrace = (trace) => traces.push(trace);
    await runButton(button([{ actionType: 'goBack', actionName: 'back' }]), fakeRun(fakeForm(), services));
    expect(traces).toHaveLength(1);
  });
});
