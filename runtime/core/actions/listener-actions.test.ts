import { describe, expect, it } from 'vitest';
import { fakeForm, fakeRun, fakeServices } from '../../../tests/helpers/fake-action-run';
import type { ActionListener } from '../../../schemas/screen-config';
import { runListener } from './run-button';

async function listen(
  actionChain: ActionListener['actionChain'],
  form = fakeForm(),
  routes = {},
  popupAnswers: unknown[] = [],
) {
  const fake = fakeServices(routes, popupAnswers);
  const run = fakeRun(form, fake.services);
  const trace = await runListener({ widgetToListen: 'amount', eventName: 'change', actionChain }, run);
  return { ...fake, form, trace, run };
}

describe('screen listener steps', () => {
  it('callApi POSTs by default and stores the answer at responseContextVariable; call API is the same', async () => {
    const routes = { 'POST /api/quotes': { json: { fee: 12 } } };
    for (const type of ['callApi', 'call API']) {
      const { calls, form } = await listen(
        [{ type, url: '/quotes', skipValidation: true, responseContextVariable: 'quote' }],
        fakeForm({ amount: 3 }),
        routes,
      );
      expect(calls[0]).toEqual({ method: 'POST', url: '/api/quotes', body: { amount: 3 } });
      expect(form.data.quote).toEqual({ fee: 12 });
    }
  });

  it('executeScript, setValueOnFields (and its spaced alias), showPopup, refreshSmartTable', async () => {
    const { form, popups, tables, run } = await listen(
      [
        { type: 'executeScript', scriptToExecute: 'data.amount * 3' },
        { type: 'setValueOnFields', fieldName: 'total', fieldValue: 'results.executeScript1 + 1' },
        { type: 'set field values', fieldName: 'log', fieldValue: "'x'", appendIfArray: true },
        { type: 'showPopup', popupScreenId: 'fine-help' },
        { type: 'refreshSmartTable', smartTableId: 'fines' },
      ],
      fakeForm({ amount: 2, log: [] }),
    );
    expect(run.results.executeScript1).toBe(6);
    expect(form.data).toMatchObject({ total: 7, log: ['x'] });
    expect(popups[0]?.formId).toBe('fine-help');
    expect(tables).toEqual(['refresh:fines']);
  });

  it('showPopup shows its header and message, interpolated from the data, with the data as input', async () => {
    const { popups } = await listen(
      [
        {
          type: 'showPopup',
          headerMessage: 'Write-off check of {{ data.caseNumber }}',
          message: '{{ data.reviewNote }}',
        },
      ],
      fakeForm({ caseNumber: 'CF-2026-0042', reviewNote: 'Write-off allowed.' }),
    );
    expect(popups[0]).toMatchObject({
      formId: 'generic-pop-up',
      title: 'Write-off check of CF-2026-0042',
      description: 'Write-off allowed.',
      inputData: { caseNumber: 'CF-2026-0042', reviewNote: 'Write-off allowed.' },
    });
  });

  it('refuses a step missing its settings with a clear message', async () => {
    const { notices } = await listen([{ type: 'refreshSmartTable' }]);
    expect(notices[0]?.message).toBe(
      'Listener amount:change, step 1 (refreshSmartTable "refreshSmartTable1"): refreshSmartTable needs smartTableId',
    );
  });
});
