import { Formio } from '@formio/js/form';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testComponentContext } from '../../tests/helpers/component-context';
import { fakeServices } from '../../tests/helpers/fake-action-run';
import { EventBus, EVENTS } from '../../runtime/core/event-bus';
import { registerFormioComponent } from '../formio';
import { provideComponentContext } from '../react-component';
import { ActionButton } from './ActionButton';

const events = new EventBus();
const fake = fakeServices({}, [{ confirmed: true }]);

beforeAll(() => {
  registerFormioComponent('action-button', ActionButton);
  provideComponentContext(testComponentContext({ events, actionServices: () => fake.services }));
});

const forms: { destroy(all?: boolean): void }[] = [];
afterEach(() => forms.splice(0).forEach((form) => form.destroy(true)));
// Form.io validates on a debounced change: let those timers run while the document still exists.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));

async function renderForm(
  components: unknown[],
  data: Record<string, unknown> = {},
  options: Record<string, unknown> = {},
) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const form = await Formio.createForm(element, { components }, options);
  forms.push(form);
  await form.ready;
  await form.setSubmission({ data });
  return form;
}

describe('action button inside Form.io', () => {
  it('runs its chain on click: a confirmation popup, then field values from the popup answer', async () => {
    const form = await renderForm(
      [
        { type: 'textfield', key: 'status', input: true },
        {
          type: 'action-button',
          key: 'approve',
          label: 'Approve',
          theme: 'success',
          leftIcon: 'pi pi-check',
          actionProcessors: [
            {
              actionType: 'showPopup',
              actionName: 'answer',
              popupAction: { popupType: 'confirmation', message: 'Approve {{ data.caseNumber }}?' },
            },
            {
              actionType: 'setFieldValues',
              actionName: 'set',
              fieldValuesConfig: [
                { fieldName: 'status', fieldValue: "results.answer.confirmed ? 'APPROVED' : 'OPEN'" },
              ],
            },
          ],
        },
      ],
      { caseNumber: 'CF-1' },
    );
    const button = await screen.findByRole('button', { name: 'Approve' });
    expect(button.className).toContain('btn-success');
    fireEvent.click(button);
    await waitFor(() => expect(form.submission.data.status).toBe('APPROVED'));
    expect(fake.popups[0]).toMatchObject({ formId: 'confirmation-popup', description: 'Approve CF-1?' });
  });

  it('merges the chosen dropdown option into the data before running', async () => {
    const form = await renderForm([
      {
        type: 'action-button',
        key: 'export',
        label: 'Export',
        dropDownButton: true,
        dropDownButtonOptions: [
          { buttonOptionLabel: 'As PDF', buttonOptionUrl: "({ format: 'pdf' })" },
          { buttonOptionLabel: 'As Excel', buttonOptionUrl: "({ format: 'xlsx' })" },
        ],
        actionProcessors: [
          {
            actionType: 'executeCustomLogic',
            actionName: 'chosen',
            customLogicConfig: { scriptToExecute: 'data.format' },
          },
        ],
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'As Excel' }));
    await waitFor(() => expect(form.actionResults?.chosen).toBe('xlsx'));
    expect(form.submission.data.format).toBe('xlsx');
  });

  it('says which option failed when its script throws, and does not run the chain', async () => {
    const form = await renderForm([
      {
        type: 'action-button',
        key: 'send',
        label: 'Send',
        dropDownButton: true,
        dropDownButtonOptions: [
          { buttonOptionLabel: 'To the offender', buttonOptionUrl: 'data.offender.email' },
        ],
        actionProcessors: [
          {
            actionType: 'executeCustomLogic',
            actionName: 'sent',
            customLogicConfig: { scriptToExecute: '1' },
          },
        ],
      },
    ]);
    const notices = fake.notices.length;
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'To the offender' }));
    await waitFor(() => expect(fake.notices.length).toBe(notices + 1));
    expect(fake.notices.at(-1)).toMatchObject({ severity: 'error' });
    expect(fake.notices.at(-1)?.message).toMatch(/^Button "Send", option "To the offender": .+/);
    expect(form.actionResults?.sent).toBeUndefined();
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(false),
    );
  });

  it('stays usable in a read-only form (a data display screen), unless its own setting disables it', async () => {
    const form = await renderForm(
      [
        { type: 'textfield', key: 'caseNumber', input: true },
        {
          type: 'panel',
          key: 'actions',
          components: [
            {
              type: 'action-button',
              key: 'details',
              label: 'Details',
              actionProcessors: [
                {
                  actionType: 'executeCustomLogic',
                  actionName: 'seen',
                  customLogicConfig: { scriptToExecute: 'data.caseNumber' },
                },
              ],
            },
            { type: 'action-button', key: 'off', label: 'Not now', disabled: true, actionProcessors: [] },
          ],
        },
      ],
      { caseNumber: 'CF-9' },
      { readOnly: true },
    );
    expect(form.element?.querySelector<HTMLInputElement>('input[name="data[caseNumber]"]')?.disabled).toBe(
      true,
    );
    const details = await screen.findByRole<HTMLButtonElement>('button', { name: 'Details' });
    expect(details.disabled).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Not now' }).disabled).toBe(true);
    fireEvent.click(details);
    await waitFor(() => expect(form.actionResults?.seen).toBe('CF-9'));
  });

  it('re-evaluates its dynamic label when data loads', async () => {
    const form = await renderForm([
      { type: 'action-button', key: 'pay', label: 'Pay', dynamicLabelValue: 'Pay S$ {{ data.amount }}' },
    ]);
    await screen.findByRole('button', { name: 'Pay S$' });
    form.data.amount = 75;
    events.emit(EVENTS.FORM_DATA_LOADED, form.data);
    await screen.findByRole('button', { name: 'Pay S$ 75' });
  });
});
