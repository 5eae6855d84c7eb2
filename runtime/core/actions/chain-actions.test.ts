import { describe, expect, it } from 'vitest';
import { fakeForm, fakeRun, fakeServices } from '../../../tests/helpers/fake-action-run';
import type { ActionProcessor } from '../../../schemas/actions';
import { runChain } from './chain-engine';

async function runOne(
  step: Omit<ActionProcessor, 'actionName'>,
  form = fakeForm(),
  routes = {},
  popupAnswers: unknown[] = [],
) {
  const fake = fakeServices(routes, popupAnswers);
  const run = fakeRun(form, fake.services);
  const trace = await runChain(
    'Button "T"',
    [{ dialect: 'chain', type: step.actionType, name: 'result', step: { ...step, actionName: 'result' } }],
    run,
  );
  return { ...fake, form, run, trace, result: run.results.result };
}

describe('chain action types', () => {
  it('goBack and closeAllPopups', async () => {
    expect((await runOne({ actionType: 'goBack' })).navigations).toEqual(['back']);
    expect((await runOne({ actionType: 'closeAllPopups' })).navigations).toEqual(['closeAll']);
  });

  it('downloadFile saves the file under its content-disposition name, closes dialogs, then navigates', async () => {
    const { downloads, navigations, result } = await runOne(
      {
        actionType: 'downloadFile',
        fileDownloadConfig: { apiUrl: '/reports/{{ data.id }}', navigateToUrl: '/app/done' },
      },
      fakeForm({ id: 4 }),
      { 'GET /api/reports/4': { file: { content: 'pdf!', fileName: 'fine-4.pdf' } } },
    );
    expect(downloads[0]?.fileName).toBe('fine-4.pdf');
    expect(await downloads[0]?.text).toBe('pdf!');
    expect(navigations).toEqual(['closeAll', 'closeAll', 'app:/app/done']);
    expect(result).toEqual({ fileName: 'fine-4.pdf', size: 4 });
  });

  it('getDataFromApi merges into the value at storageAttribute, processes it and refreshes the table', async () => {
    const { form, tables, result } = await runOne(
      {
        actionType: 'getDataFromApi',
        apiConfig: {
          url: '/offenders/7',
          storageAttribute: 'offender',
          smartTableComponent: 'fines',
          responseProcessor: 'value = { ...value, name: value.name.toUpperCase() };',
        },
      },
      fakeForm({ offender: { id: 7, note: 'kept' } }),
      { 'GET /api/offenders/7': { json: { name: 'tan' } } },
    );
    expect(form.data.offender).toEqual({ id: 7, note: 'kept', name: 'TAN' });
    expect(tables).toEqual(['refresh:fines']);
    expect(result).toEqual({ name: 'TAN' });
  });

  it('getDataFromApi with setResponseAsValue replaces the value', async () => {
    const { form } = await runOne(
      {
        actionType: 'getDataFromApi',
        apiConfig: { url: '/x', storageAttribute: 'offender', action: 'setResponseAsValue' },
      },
      fakeForm({ offender: { id: 7 } }),
      { 'GET /api/x': { json: { name: 'new' } } },
    );
    expect(form.data.offender).toEqual({ name: 'new' });
  });

  it('getDataFromApi treats a failed call as empty, says so in a warning and lets the chain go on', async () => {
    const fake = fakeServices({
      'GET /api/offenders/7': { error: { status: 404, errorCode: 'NOT_FOUND', message: 'No such offender' } },
    });
    const form = fakeForm({ offender: { id: 7, name: 'stale' } });
    const run = fakeRun(form, fake.services);
    const trace = await runChain(
      'Button "Look up"',
      [
        {
          dialect: 'chain',
          type: 'getDataFromApi',
          name: 'lookup',
          step: {
            actionType: 'getDataFromApi',
            actionName: 'lookup',
            apiConfig: {
              url: '/offenders/7',
              storageAttribute: 'offender',
              responseProcessor: 'value = value.x;',
            },
          },
        },
        {
          dialect: 'chain',
          type: 'executeCustomLogic',
          name: 'after',
          step: {
            actionType: 'executeCustomLogic',
            actionName: 'after',
            customLogicConfig: { scriptToExecute: '"went on"' },
          },
        },
      ],
      run,
    );
    expect(trace.outcome).toBe('done');
    expect(run.results).toMatchObject({ lookup: null, after: 'went on' });
    expect(form.data.offender).toBeNull();
    expect(fake.notices).toEqual([
      {
        severity: 'warning',
        message: 'Some data could not be loaded (No such offender); it is shown empty.',
      },
    ]);
  });

  it('getDataFromApi skips a call whose condition is false, and sends the body at requestBodyParameter', async () => {
    const skipped = await runOne(
      {
        actionType: 'getDataFromApi',
        apiConfig: {
          url: '/offenders/search',
          isConditional: true,
          conditionToEvaluate: 'show = !!data.name;',
        },
      },
      fakeForm({ name: '' }),
    );
    expect(skipped.calls).toEqual([]);
    expect(skipped.result).toBe('SKIPPED');
    const sent = await runOne(
      {
        actionType: 'getDataFromApi',
        apiConfig: {
          url: '/offenders/search',
          methodName: 'POST',
          requestBodyParameter: 'filters',
          storageAttribute: 'found',
          action: 'setResponseAsValue',
        },
      },
      fakeForm({ filters: { name: 'tan' }, other: 1 }),
      { 'POST /api/offenders/search': { json: [{ id: 7 }] } },
    );
    expect(sent.calls).toEqual([{ method: 'POST', url: '/api/offenders/search', body: { name: 'tan' } }]);
    expect(sent.form.data.found).toEqual([{ id: 7 }]);
  });

  it('executeCustomLogic answers the script result', async () => {
    expect(
      (
        await runOne(
          { actionType: 'executeCustomLogic', customLogicConfig: { scriptToExecute: 'data.a + 1' } },
          fakeForm({ a: 1 }),
        )
      ).result,
    ).toBe(2);
  });

  it('navigateToUrl fills the URL from the data and carries an evaluated state', async () => {
    const { navigations } = await runOne(
      {
        actionType: 'navigateToUrl',
        navigationConfig: {
          navigateToUrl: '/app/court-fines/court-fine-view/{{ data.id }}',
          stateToPropagateEvaluator: "state = { from: 'list' };",
        },
      },
      fakeForm({ id: 3 }),
    );
    expect(navigations).toEqual(['closeAll', 'app:/app/court-fines/court-fine-view/3']);
  });

  it('navigateToUrl passes on only the state the evaluator sets, not the screen it leaves', async () => {
    const fake = fakeServices();
    fake.services.state = { id: 7, showPendingChanges: true };
    const step = (evaluator: string) => ({
      dialect: 'chain' as const,
      type: 'navigateToUrl',
      name: 'go',
      step: {
        actionType: 'navigateToUrl',
        actionName: 'go',
        navigationConfig: { navigateToUrl: '/app/next', stateToPropagateEvaluator: evaluator },
      },
    });
    await runChain(
      'Button "T"',
      [step('if (data.large) state = { size: "large" };')],
      fakeRun(fakeForm({}), fake.services),
    );
    await runChain('Button "T"', [step('state = { from: state.id };')], fakeRun(fakeForm({}), fake.services));
    expect(fake.navigatedStates).toEqual([{}, { from: 7 }]);
  });

  it('redrawComponents redraws the named components', async () => {
    const { form } = await runOne(
      { actionType: 'redrawComponents', redrawComponentsConfig: { componentsToRedraw: ['a'] } },
      fakeForm({}, ['a']),
    );
    expect(form.redrawn).toEqual(['a']);
  });

  it('setFieldValues sets and appends to lists when asked', async () => {
    const { form } = await runOne(
      {
        actionType: 'setFieldValues',
        fieldValuesConfig: [
          { fieldName: 'total', fieldValue: 'data.a * 2' },
          { fieldName: 'tags', fieldValue: "'new'", appendIfArray: true },
        ],
      },
      fakeForm({ a: 4, tags: ['old'] }, ['total']),
    );
    expect(form.data).toEqual({ a: 4, tags: ['old', 'new'], total: 8 });
  });

  it('smartTableAdvanceFilterAction and resetSmartTableResults drive the tables', async () => {
    const filter = await runOne(
      {
        actionType: 'smartTableAdvanceFilterAction',
        smartTableToApplyAdvancedSearchAction: {
          tableKey: 'fines',
          advanceSearchAttributesTemplate: 'amount>={{ data.min }}',
        },
      },
      fakeForm({ min: 100 }),
    );
    expect(filter.tables).toEqual(['filter:fines:amount>=100']);
    const reset = await runOne(
      {
        actionType: 'resetSmartTableResults',
        smartTableResetSearchResultsConfig: { tablesToReset: ['fines'], otherFieldsToReset: ['min'] },
      },
      fakeForm({ min: 100 }),
    );
    expect(reset.tables).toEqual(['reset:fines']);
    expect(reset.form.data.min).toBeNull();
  });

  it('showPopup interpolates its message up to twice, passes the input data and answers the popup answer', async () => {
    const { popups, result } = await runOne(
      {
        actionType: 'showPopup',
        popupAction: {
          popupType: 'confirmation',
          headerText: 'Pay {{ data.amount }}?',
          message: '{{ data.template }}',
          inputContextVariable: 'payer',
        },
      },
      fakeForm({ amount: 50, template: 'Payer {{ data.payer.name }}', payer: { name: 'Tan' } }),
      {},
      [{ confirmed: true }],
    );
    expect(popups[0]).toMatchObject({
      formId: 'confirmation-popup',
      title: 'Pay 50?',
      description: 'Payer Tan',
      inputData: { name: 'Tan' },
    });
    expect(result).toEqual({ confirmed: true });
  });

  it("showPopup finds an earlier step's result under its actionName for its input data", async () => {
    const fake = fakeServices({ 'GET /api/fines/4': { json: { caseNumber: 'CF-4', amount: 80 } } }, [
      undefined,
    ]);
    const run = fakeRun(fakeForm({ id: 4 }), fake.services);
    await runChain(
      'Button "Show"',
      [
        {
          dialect: 'chain',
          type: 'getDataFromApi',
          name: 'fineDetails',
          step: {
            actionType: 'getDataFromApi',
            actionName: 'fineDetails',
            apiConfig: { url: '/fines/{{ data.id }}' },
          },
        },
        {
          dialect: 'chain',
          type: 'showPopup',
          name: 'shown',
          step: {
            actionType: 'showPopup',
            actionName: 'shown',
            popupAction: { popupType: 'information', inputContextVariable: 'fineDetails' },
          },
        },
      ],
      run,
    );
    expect(fake.popups[0]?.inputData).toEqual({ caseNumber: 'CF-4', amount: 80 });
  });

  it('showPopup shows values from data in its message as text, never as markup', async () => {
    const { popups } = await runOne(
      {
        actionType: 'showPopup',
        popupAction: { popupType: 'information', message: '<p>Saved for {{ data.name }}</p>' },
      },
      fakeForm({ name: '<img src=x onerror=alert(1)> & co' }),
      {},
      [undefined],
    );
    expect(popups[0]!.description).toBe('<p>Saved for &lt;img src=x onerror=alert(1)&gt; &amp; co</p>');
  });

  it('showPopup is skipped when a conditional popup evaluates false', async () => {
    const { popups, result } = await runOne(
      {
        actionType: 'showPopup',
        popupAction: {
          popupType: 'information',
          isConditionalPopup: true,
          conditionToEvaluate: 'data.amount > 100',
        },
      },
      fakeForm({ amount: 5 }),
    );
    expect(popups).toEqual([]);
    expect(result).toBe('SKIPPED');
  });

  it('sendDataToApi sends the submission, or the value at requestBodyParameter, and no body for GET', async () => {
    const routes = { 'POST /api/payments': { json: { ok: 1 } }, 'GET /api/payments': { json: [] } };
    const whole = await runOne(
      { actionType: 'sendDataToApi', sendDataToApi: { url: '/payments', methodName: 'POST' } },
      fakeForm({ a: 1 }),
      routes,
    );
    expect(whole.calls[0]).toEqual({ method: 'POST', url: '/api/payments', body: { a: 1 } });
    expect(whole.result).toEqual({ ok: 1 });
    const part = await runOne(
      {
        actionType: 'sendDataToApi',
        sendDataToApi: { url: '/payments', methodName: 'POST', requestBodyParameter: 'payer' },
      },
      fakeForm({ payer: { n: 2 } }),
      routes,
    );
    expect(part.calls[0]?.body).toEqual({ n: 2 });
    const hook = await runOne(
      {
        actionType: 'sendDataToApi',
        sendDataToApi: { url: '/payments', methodName: 'POST', beforeHook: 'body = { total: data.a * 10 };' },
      },
      fakeForm({ a: 2 }),
      routes,
    );
    expect(hook.calls[0]?.body).toEqual({ total: 20 });
    const get = await runOne(
      { actionType: 'sendDataToApi', sendDataToApi: { url: '/payments', methodName: 'GET' } },
      fakeForm({ a: 1 }),
      routes,
    );
    expect(get.calls[0]?.body).toBeUndefined();
  });

  it('sendDataToApi fills the templates of a configured body, and sends what the user typed as it is', async () => {
    const routes = { 'POST /api/payments': { json: { ok: 1 } } };
    const typed = { remarks: 'approved per {{memo}}', ref: '{{ data.amount }}', amount: 5 };
    const whole = await runOne(
      { actionType: 'sendDataToApi', sendDataToApi: { url: '/payments', methodName: 'POST' } },
      fakeForm(typed),
      routes,
    );
    expect(whole.calls[0]?.body).toEqual(typed);
    const part = await runOne(
      {
        actionType: 'sendDataToApi',
        sendDataToApi: { url: '/payments', methodName: 'POST', requestBodyParameter: 'note' },
      },
      fakeForm({ note: { text: 'see {{ticket}}' } }),
      routes,
    );
    expect(part.calls[0]?.body).toEqual({ text: 'see {{ticket}}' });
    const configured = await runOne(
      {
        actionType: 'sendDataToApi',
        sendDataToApi: {
          url: '/payments',
          methodName: 'POST',
          requestBody: { amount: '{{ data.amount }}', remarks: '{{ data.remarks }}' },
        },
      },
      fakeForm(typed),
      routes,
    );
    expect(configured.calls[0]?.body).toEqual({ amount: 5, remarks: 'approved per {{memo}}' });
  });

  it('sendDataToApi saves a file answer', async () => {
    const { downloads } = await runOne(
      { actionType: 'sendDataToApi', sendDataToApi: { url: '/export', methodName: 'POST' } },
      fakeForm(),
      { 'POST /api/export': { file: { content: 'x', fileName: 'export.csv' } } },
    );
    expect(downloads[0]?.fileName).toBe('export.csv');
  });

  it('toggleComponentsVisibility emits toggle-{key} for each non-empty key; triggerEvent emits its event', async () => {
    const toggle = await runOne({
      actionType: 'toggleComponentsVisibility',
      toggleComponentsVisibilityConfig: { componentsToToggle: ['a', ' ', 'b'] },
    });
    expect(toggle.form.emitted.map((e) => e.event)).toEqual(['toggle-a', 'toggle-b']);
    const trigger = await runOne({
      actionType: 'triggerEvent',
      triggerEventConfig: { eventName: 'fine-paid' },
    });
    expect(trigger.form.emitted.map((e) => e.event)).toEqual(['fine-paid']);
  });
});
