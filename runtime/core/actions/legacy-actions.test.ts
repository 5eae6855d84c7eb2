import { describe, expect, it } from 'vitest';
import { fakeForm, fakeRun, fakeServices, type FakeRoute } from '../../../tests/helpers/fake-action-run';
import type { ActionButton } from '../../../schemas/actions';
import { runButton } from './run-button';

async function press(
  settings: Partial<ActionButton>,
  form = fakeForm(),
  routes: Record<string, FakeRoute> = {},
  popupAnswers: unknown[] = [],
) {
  const fake = fakeServices(routes, popupAnswers);
  const run = fakeRun(form, fake.services);
  const trace = await runButton({ type: 'action-button', key: 'btn', label: 'Legacy', ...settings }, run);
  return { ...fake, form, trace, result: run.results.btn };
}

describe('legacy action types', () => {
  it('navigate', async () => {
    const { navigations } = await press(
      { actionType: 'navigate', navigationConfig: { navigateToUrl: '/app/x/{{ data.id }}' } },
      fakeForm({ id: 2 }),
    );
    expect(navigations).toEqual(['closeAll', 'app:/app/x/2']);
  });

  it('fileDownload with a POST body', async () => {
    const { downloads, calls } = await press(
      {
        actionType: 'fileDownload',
        fileDownloadConfig: { apiUrl: '/reports', apiMethod: 'POST', apiRequest: { id: '{{ data.id }}' } },
      },
      fakeForm({ id: 9 }),
      { 'POST /api/reports': { file: { content: 'r', fileName: 'r.pdf' } } },
    );
    expect(calls[0]?.body).toEqual({ id: 9 });
    expect(downloads[0]?.fileName).toBe('r.pdf');
  });

  it('advance filter and reset smart table', async () => {
    expect(
      (
        await press({
          actionType: 'advanceFilter',
          smartTableToApplyAdvancedSearchAction: {
            tableKey: 'fines',
            advanceSearchAttributesTemplate: 'a=1',
          },
        })
      ).tables,
    ).toEqual(['filter:fines:a=1']);
    expect(
      (
        await press({
          actionType: 'resetSmartTable',
          smartTableResetSearchResultsConfig: { tablesToReset: ['fines'] },
        })
      ).tables,
    ).toEqual(['reset:fines']);
  });

  it('showPopup stores the processed answer at returnValueStorageAttribute', async () => {
    const { form, popups } = await press(
      {
        actionType: 'showPopup',
        showPopupConfig: {
          headerMessage: 'Why?',
          message: 'Tell us',
          popupScreenId: 'generic-reasoning-popup',
          returnValueStorageAttribute: 'reason',
          responseProcessor: 'value = value.reason;',
        },
      },
      fakeForm(),
      {},
      [{ reason: 'Paid twice' }],
    );
    expect(popups[0]).toMatchObject({
      formId: 'generic-reasoning-popup',
      title: 'Why?',
      description: 'Tell us',
    });
    expect(form.data.reason).toBe('Paid twice');
  });

  it('showPopup fills its return address from the data, as its message', async () => {
    const { popups } = await press(
      {
        actionType: 'showPopup',
        showPopupConfig: {
          headerMessage: 'Saved',
          message: 'Fine {{ data.caseNumber }} saved',
          popupScreenId: 'generic-information-popup',
          redirectUrlAfterSubmission: 'court-fines/court-fine-view/{{ data.id }}',
        },
      },
      fakeForm({ id: 12, caseNumber: 'CF-12' }),
      {},
      [undefined],
    );
    expect(popups[0]).toMatchObject({
      description: 'Fine CF-12 saved',
      returnUrl: 'court-fines/court-fine-view/12',
    });
  });

  it('showPopup without its required settings (stored before they were checked) is a clear error', async () => {
    const incomplete = { message: 'x' } as unknown as ActionButton['showPopupConfig'];
    const { notices } = await press({ actionType: 'showPopup', showPopupConfig: incomplete });
    expect(notices[0]?.message).toContain('showPopup needs headerMessage, message and popupScreenId');
  });

  it('getDataFromApi merges the answer at storageAttribute', async () => {
    const { form } = await press(
      {
        actionType: 'getDataFromApi',
        getDataFromApiConfig: { apiUrl: '/offenders/{{ data.id }}', storageAttribute: 'offender' },
      },
      fakeForm({ id: 3, offender: { id: 3 } }),
      { 'GET /api/offenders/3': { json: { name: 'Tan' } } },
    );
    expect(form.data.offender).toEqual({ id: 3, name: 'Tan' });
  });

  it('executeScriptAndShowPopup shows the popup with the script result', async () => {
    const { popups } = await press(
      {
        actionType: 'executeScriptAndShowPopup',
        scriptExecutionWithPopupConfig: {
          scriptToExecute: '({ total: data.a * 2 })',
          popupScreenId: 'summary',
        },
      },
      fakeForm({ a: 4 }),
    );
    expect(popups[0]).toEqual({ formId: 'summary', inputData: { total: 8 } });
  });

  it('any other legacy type does nothing', async () => {
    const { trace, calls, popups } = await press({ actionType: 'somethingOld' });
    expect(trace.outcome).toBe('done');
    expect(calls).toEqual([]);
    expect(popups).toEqual([]);
  });
});

describe('legacy postToUrl', () => {
  const post = (config: NonNullable<ActionButton['postToUrlConfig']>) => ({
    actionType: 'postToUrl',
    postToUrlConfig: config,
  });
  const routes: Record<string, FakeRoute> = {
    'POST /api/fines/validate': {
      json: { showPopup: 'warning', displayType: 'toastr', popupMessage: 'Amount unusually high' },
    },
    'POST /api/fines/validate-ok': {
      json: { showPopup: 'info', proceed: true, popupHeader: 'Note', popupMessage: 'Looks fine' },
    },
    'POST /api/fines': { json: { id: 5, status: 'SAVED' } },
    'POST /api/fines/report': { file: { content: 'x', fileName: 'fine.pdf' } },
  };

  it('does not send an invalid form unless skipValidation', async () => {
    const form = fakeForm({ a: 1 });
    form.setValid(false);
    const halted = await press(post({ url: '/fines', methodName: 'POST' }), form, routes);
    expect(halted.calls).toEqual([]);
    expect(halted.trace.outcome).toBe('halted');
    const skipped = await press(
      post({ url: '/fines', methodName: 'POST', skipValidation: true }),
      form,
      routes,
    );
    expect(skipped.calls).toHaveLength(1);
  });

  it('halts on a beforePost validation response (proceed defaults to false), shown as a toastr by type', async () => {
    const { calls, notices, trace } = await press(
      post({ url: '/fines', methodName: 'POST', beforePost: '/fines/validate' }),
      fakeForm({ a: 1 }),
      routes,
    );
    expect(calls.map((c) => c.url)).toEqual(['/api/fines/validate']);
    expect(notices).toEqual([{ severity: 'warning', message: 'Amount unusually high' }]);
    expect(trace.outcome).toBe('halted');
  });

  it('goes on when the validation response says proceed, showing its popup', async () => {
    const { calls, popups } = await press(
      post({ url: '/fines', methodName: 'POST', beforePost: '/fines/validate-ok' }),
      fakeForm({ a: 1 }),
      routes,
    );
    expect(popups[0]).toMatchObject({ formId: 'generic-pop-up', title: 'Note', description: 'Looks fine' });
    expect(calls.map((c) => c.url)).toEqual(['/api/fines/validate-ok', '/api/fines']);
  });

  it('sends only after confirmation when showPopup and its condition hold', async () => {
    const config = post({
      url: '/fines',
      methodName: 'POST',
      showPopup: true,
      executePopupCondition: 'data.a > 0',
      popupConfig: { message: 'Save {{ data.a }}?' },
    });
    const declined = await press(config, fakeForm({ a: 1 }), routes, [undefined]);
    expect(declined.calls).toEqual([]);
    expect(declined.popups[0]).toMatchObject({ formId: 'confirmation-popup', description: 'Save 1?' });
    const confirmed = await press(config, fakeForm({ a: 1 }), routes, [{ confirmed: true }]);
    expect(confirmed.calls).toHaveLength(1);
    const noCondition = await press(
      { ...config, postToUrlConfig: { ...config.postToUrlConfig, executePopupCondition: 'data.a > 5' } },
      fakeForm({ a: 1 }),
      routes,
    );
    expect(noCondition.popups).toEqual([]);
    expect(noCondition.calls).toHaveLength(1);
  });

  it('stores the answer and runs the after-post action', async () => {
    const processed = await press(
      post({
        url: '/fines',
        methodName: 'POST',
        requestBodyParameter: 'fine',
        responseContextVariable: 'saved',
        afterPost: {
          action: 'processApiResponse',
          apiResponseProcessor: 'value = response.status.toLowerCase();',
        },
      }),
      fakeForm({ fine: { amount: 3 } }),
      routes,
    );
    expect(processed.calls[0]?.body).toEqual({ amount: 3 });
    expect(processed.form.data.saved).toEqual({ id: 5, status: 'SAVED' });
    expect(processed.result).toBe('saved');
    const navigate = await press(
      post({
        url: '/fines',
        methodName: 'POST',
        afterPost: { action: 'navigate', navigationUrl: '/app/v/{{ response.id }}' },
      }),
      fakeForm(),
      routes,
    );
    expect(navigate.navigations).toEqual(['browser:/app/v/5']);
    const popupAndGo = await press(
      post({
        url: '/fines',
        methodName: 'POST',
        afterPost: {
          action: 'showPopupAndNavigate',
          navigationUrl: '/app/list',
          successPopupConfig: { headerMessage: 'Saved', message: 'Fine {{ response.id }} saved' },
        },
      }),
      fakeForm(),
      routes,
    );
    expect(popupAndGo.popups[0]).toMatchObject({ title: 'Saved', description: 'Fine 5 saved' });
    expect(popupAndGo.navigations).toEqual(['browser:/app/list']);
    const download = await press(
      post({
        url: '/fines/report',
        methodName: 'POST',
        afterPost: { action: 'downloadFile', navigationUrl: '/app/list' },
      }),
      fakeForm(),
      routes,
    );
    expect(download.downloads[0]?.fileName).toBe('fine.pdf');
    expect(download.navigations).toEqual(['browser:/app/list']);
  });

  it('shows the error popup configuration when the post fails', async () => {
    const { popups, trace } = await press(
      post({
        url: '/missing',
        methodName: 'POST',
        afterPost: {
          errorPopupConfig: { headerMessage: 'Failed', message: 'Could not save: {{ message }}' },
        },
      }),
      fakeForm(),
      routes,
    );
    expect(popups[0]).toMatchObject({
      title: 'Failed',
      description: 'Could not save: No route POST /api/missing',
    });
    expect(trace.outcome).toBe('halted');
  });
});
