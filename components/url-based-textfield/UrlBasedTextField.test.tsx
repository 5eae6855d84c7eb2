import { Formio } from '@formio/js/form';
import { fireEvent, waitFor } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentContext } from '../../runtime/core/component-context';
import { EventBus, EVENTS } from '../../runtime/core/event-bus';
import { testComponentContext } from '../../tests/helpers/component-context';
import { registerFormioComponent } from '../formio';
import { provideComponentContext } from '../react-component';
import { UrlBasedTextField } from './UrlBasedTextField';

// A real server on a free local port; the component calls it through the real HttpClient.
let server: Server;
let base = '';
const requests: string[] = [];

beforeAll(async () => {
  registerFormioComponent('url-based-textfield', UrlBasedTextField);
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(`${url.pathname}${url.search}`);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/fail') return answer(500, { errorCode: 'BOOM', message: 'The lookup failed' });
    const fine = /^\/fines\/([^/]+)$/.exec(url.pathname);
    if (!fine) return answer(404, { errorCode: 'NOT_FOUND', message: 'No such path' });
    const number = decodeURIComponent(fine[1] ?? '');
    const delay = Number(url.searchParams.get('delay') ?? 0);
    setTimeout(
      () =>
        answer(200, {
          fine: { number, amount: number === 'F-2' ? 80 : 120.5, court: url.searchParams.get('court') },
          payerName: `Payer of ${number}`,
        }),
      delay,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let context: ComponentContext;
beforeEach(() => {
  requests.length = 0;
  context = testComponentContext({ events: new EventBus() });
  provideComponentContext(context);
});
afterEach(() => vi.restoreAllMocks());

const textfield = (key: string, extra: Record<string, unknown> = {}) => ({
  type: 'textfield',
  key,
  label: key,
  input: true,
  ...extra,
});

const apiField = (options: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'url-based-textfield',
  key: 'fineAmount',
  label: 'Fine amount',
  input: true,
  prefix: 'SGD',
  customOptions: { key: 'fineAmount', apiDataPath: 'fine.amount', ...options },
  ...extra,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Form = any;

// Each test's form is destroyed and its element removed, so queries see only the current form.
const rendered: { form: { destroy(all?: boolean): void }; element: HTMLElement }[] = [];
afterEach(() => {
  for (const { form, element } of rendered.splice(0)) {
    form.destroy(true);
    element.remove();
  }
});

async function renderForm(components: unknown[]): Promise<{ form: Form; element: HTMLElement }> {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const form = await Formio.createForm(element, { components });
  rendered.push({ form, element });
  await form.ready;
  return { form, element };
}

function input(element: HTMLElement, key: string): HTMLInputElement {
  const found = element.querySelector<HTMLInputElement>(`input[name="data[${key}]"]`);
  if (!found) throw new Error(`No input for ${key}`);
  return found;
}

/** Types a value the way a user does: Form.io takes it on input, the dependency fires on change. */
function typeInto(element: HTMLElement, key: string, value: string) {
  const field = input(element, key);
  fireEvent.input(field, { target: { value } });
  fireEvent.change(field);
}

const shownValue = (element: HTMLElement) =>
  element.querySelector<HTMLInputElement>('.ignite-api-text-field__input')?.value;

/** A fine number and a delay (ms) the test server waits before it answers, both dependencies of the field. */
const renderDelayedLookup = () =>
  renderForm([
    textfield('fineNumber'),
    textfield('delay'),
    apiField({
      apiUrl: `${base}/fines/{{fineNumber}}?delay={{delay}}`,
      dependsOnConfig: [
        { fieldName: 'fineNumber', changeEventType: 'change' },
        { fieldName: 'delay', changeEventType: 'change' },
      ],
    }),
  ]);

describe('API text field (url-based-textfield) inside Form.io', () => {
  it('calls the API only once every dependency has a value, with the placeholders filled in', async () => {
    const { form, element } = await renderForm([
      textfield('fineNumber'),
      textfield('court'),
      apiField({
        apiUrl: `${base}/fines/{{fineNumber}}?court={{court}}`,
        dependsOnConfig: [
          { fieldName: 'fineNumber', changeEventType: 'change' },
          { fieldName: 'court', changeEventType: 'change' },
        ],
      }),
    ]);
    typeInto(element, 'fineNumber', 'F 1/7');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);

    typeInto(element, 'court', 'SC');
    await waitFor(() => expect(form.submission.data.fineAmount).toBe(120.5));
    expect(requests).toEqual(['/fines/F%201%2F7?court=SC']);
    expect(shownValue(element)).toBe('120.5');
    expect(element.querySelector('.input-group-text')?.textContent).toBe('SGD');
  });

  it('announces API_TEXT_FIELD_DATA_LOADED with its property name, value and response', async () => {
    const loaded = vi.fn();
    context.events.on(EVENTS.API_TEXT_FIELD_DATA_LOADED, loaded);
    const { element } = await renderForm([
      textfield('fineNumber'),
      apiField({
        key: 'fine.amount',
        apiUrl: `${base}/fines/{{fineNumber}}`,
        dependsOnConfig: [{ fieldName: 'fineNumber', changeEventType: 'change' }],
      }),
    ]);
    typeInto(element, 'fineNumber', 'F-2');
    await waitFor(() => expect(loaded).toHaveBeenCalled());
    expect(loaded).toHaveBeenCalledWith({
      key: 'fine.amount',
      value: 80,
      response: { fine: { number: 'F-2', amount: 80, court: null }, payerName: 'Payer of F-2' },
    });
  });

  it('writes the value at its property name too when that differs from its key', async () => {
    const { form, element } = await renderForm([
      textfield('fineNumber'),
      apiField({
        key: 'fine.amount',
        apiUrl: `${base}/fines/{{fineNumber}}`,
        dependsOnConfig: [{ fieldName: 'fineNumber', changeEventType: 'change' }],
      }),
    ]);
    typeInto(element, 'fineNumber', 'F-2');
    await waitFor(() => expect(form.submission.data.fineAmount).toBe(80));
    expect(form.submission.data.fine).toEqual({ amount: 80 });
  });

  it("with dataKey '*' merges the response into the root data, updating the fields that show it", async () => {
    const { form, element } = await renderForm([
      textfield('fineNumber'),
      textfield('payerName'),
      apiField({
        apiUrl: `${base}/fines/{{fineNumber}}`,
        dataKey: '*',
        dependsOnConfig: [{ fieldName: 'fineNumber', changeEventType: 'change' }],
      }),
    ]);
    typeInto(element, 'fineNumber', 'F-9');
    await waitFor(() => expect(form.submission.data.payerName).toBe('Payer of F-9'));
    expect(form.submission.data.fine).toEqual({ number: 'F-9', amount: 120.5, court: null });
    expect(form.submission.data.fineAmount).toBe(120.5);
    await waitFor(() => expect(input(element, 'payerName').value).toBe('Payer of F-9'));
  });

  it('runs the valueProcessor with value, data and response', async () => {
    const { form, element } = await renderForm([
      textfield('fineNumber'),
      textfield('currency', { defaultValue: 'SGD' }),
      apiField({
        apiUrl: `${base}/fines/{{fineNumber}}`,
        valueProcessor: '`${data.currency} ${value.toFixed(2)} (${response.fine.number})`',
        dependsOnConfig: [{ fieldName: 'fineNumber', changeEventType: 'change' }],
      }),
    ]);
    typeInto(element, 'fineNumber', 'F-1');
    await waitFor(() => expect(form.submission.data.fineAmount).toBe('SGD 120.50 (F-1)'));
  });

  it('logs a failing call, clears the value (it was worked out for other inputs) and says why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { form, element } = await renderForm([
      textfield('fineNumber'),
      apiField({
        apiUrl: `${base}/fail?n={{fineNumber}}`,
        dependsOnConfig: [{ fieldName: 'fineNumber', changeEventType: 'change' }],
      }),
    ]);
    form.getComponent('fineAmount').setValue('kept');
    typeInto(element, 'fineNumber', 'F-1');
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(requests).toEqual(['/fail?n=F-1']);
    expect(String(error.mock.calls[0]?.[0])).toContain(`${base}/fail?n=F-1`);
    await waitFor(() => expect(form.submission.data.fineAmount).toBe(''));
    await waitFor(() =>
      expect(element.querySelector('[role="alert"]')?.textContent).toBe(
        'Could not be looked up (The lookup failed). Change a value it depends on to try again.',
      ),
    );
    // Emptied, the field asks nothing and has nothing to say.
    typeInto(element, 'fineNumber', '');
    await waitFor(() => expect(element.querySelector('[role="alert"]')).toBeNull());
  });

  it('takes the failure message away once a call answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { form, element } = await renderForm([
      textfield('collection'),
      apiField({
        apiUrl: `${base}/{{collection}}/F-2`,
        dependsOnConfig: [{ fieldName: 'collection', changeEventType: 'change' }],
      }),
    ]);
    typeInto(element, 'collection', 'nowhere');
    await waitFor(() =>
      expect(element.querySelector('[role="alert"]')?.textContent).toContain('No such path'),
    );
    typeInto(element, 'collection', 'fines');
    await waitFor(() => expect(form.submission.data.fineAmount).toBe(80));
    expect(element.querySelector('[role="alert"]')).toBeNull();
  });

  it('clears the value when a dependency is emptied, and drops an answer still on its way', async () => {
    const { form, element } = await renderDelayedLookup();
    typeInto(element, 'delay', '0');
    typeInto(element, 'fineNumber', 'F-2');
    await waitFor(() => expect(form.submission.data.fineAmount).toBe(80));
    typeInto(element, 'fineNumber', '');
    await waitFor(() => expect(form.submission.data.fineAmount).toBe(''));
    // Asked for F-1 slowly, then emptied before the answer: the answer is not shown.
    typeInto(element, 'delay', '150');
    typeInto(element, 'fineNumber', 'F-1');
    typeInto(element, 'fineNumber', '');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(requests).toContain('/fines/F-1?delay=150');
    expect(form.submission.data.fineAmount).toBe('');
    expect(shownValue(element)).toBe('');
  });

  it('warns about a dependency without an event type and watches it by click for a radio field', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { form, element } = await renderForm([
      {
        type: 'radio',
        key: 'fineType',
        label: 'Fine type',
        input: true,
        values: [
          { label: 'Parking', value: 'F-2' },
          { label: 'Speeding', value: 'F-3' },
        ],
      },
      apiField({ apiUrl: `${base}/fines/{{fineType}}`, dependsOnConfig: [{ fieldName: 'fineType' }] }),
    ]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('dependency "fineType" has no change event type'),
    );
    fireEvent.click(element.querySelector<HTMLInputElement>('input[value="F-2"]')!);
    await waitFor(() => expect(form.submission.data.fineAmount).toBe(80));
  });

  it('watches a text field without an event type by change, not by click or keyup', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { form, element } = await renderForm([
      textfield('fineNumber'),
      apiField({ apiUrl: `${base}/fines/{{fineNumber}}`, dependsOn: ['fineNumber'] }),
    ]);
    const field = input(element, 'fineNumber');
    fireEvent.input(field, { target: { value: 'F-2' } });
    fireEvent.click(field);
    fireEvent.keyUp(field, { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    fireEvent.change(field);
    await waitFor(() => expect(form.submission.data.fineAmount).toBe(80));
  });

  it('calls on keyup only for the configured key', async () => {
    const { form, element } = await renderForm([
      textfield('fineNumber'),
      apiField({
        apiUrl: `${base}/fines/{{fineNumber}}`,
        dependsOnConfig: [
          { fieldName: 'fineNumber', changeEventType: 'keyup', changeEventTypeParams: 'Enter' },
        ],
      }),
    ]);
    const field = input(element, 'fineNumber');
    fireEvent.input(field, { target: { value: 'F-2' } });
    fireEvent.keyUp(field, { key: 'a' });
    fireEvent.change(field);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    fireEvent.keyUp(field, { key: 'Enter' });
    await waitFor(() => expect(form.submission.data.fineAmount).toBe(80));
    expect(requests).toEqual(['/fines/F-2']);
  });

  it('picks up a dependency field rendered after the form was ready', async () => {
    const { form, element } = await renderForm([
      { type: 'checkbox', key: 'byNumber', label: 'Look up by number', input: true },
      textfield('fineNumber', { conditional: { show: true, when: 'byNumber', eq: 'true' } }),
      apiField({
        apiUrl: `${base}/fines/{{fineNumber}}`,
        dependsOnConfig: [{ fieldName: 'fineNumber', changeEventType: 'change' }],
      }),
    ]);
    expect(element.querySelector('input[name="data[fineNumber]"]')).toBeNull();
    fireEvent.click(input(element, 'byNumber'));
    await waitFor(() => expect(element.querySelector('input[name="data[fineNumber]"]')).not.toBeNull());
    typeInto(element, 'fineNumber', 'F-2');
    await waitFor(() => expect(form.submission.data.fineAmount).toBe(80));
  });

  it('keeps the answer of the latest call when an older one answers after it', async () => {
    const { form, element } = await renderDelayedLookup();
    typeInto(element, 'delay', '150');
    typeInto(element, 'fineNumber', 'F-1');
    typeInto(element, 'delay', '0');
    typeInto(element, 'fineNumber', 'F-2');
    await waitFor(() => expect(requests).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(form.submission.data.fineAmount).toBe(80);
  });

  it('keeps the form the runtime announces and clears itself when the screen loads data', async () => {
    const { form, element } = await renderForm([
      textfield('fineNumber'),
      apiField({
        apiUrl: `${base}/fines/{{fineNumber}}`,
        dependsOnConfig: [{ fieldName: 'fineNumber', changeEventType: 'change' }],
      }),
    ]);
    context.events.emit(EVENTS.FORM_READY, form);
    await form.setSubmission({ data: { fineNumber: 'F-2', fineAmount: 'stale' } });
    expect(form.submission.data.fineAmount).toBe('stale');
    context.events.emit(EVENTS.FORM_DATA_LOADED, { fineNumber: 'F-2', fineAmount: 'stale' });
    expect(form.submission.data.fineAmount).toBe('');
    await waitFor(() => expect(shownValue(element)).toBe(''));
    expect(requests).toEqual([]);
  });
});
