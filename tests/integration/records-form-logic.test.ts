// Form.io's logic settings of a form (conditions, custom validations, JSON logic) decide what the server
// accepts, as in the browser, and run in the designer-script sandbox: lodash is there, the server's process
// is not.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';
import { importFormAsResource } from '../helpers/form-resource';

let server: TestServer;
let clerk: ReturnType<typeof client>;
const folder = mkdtempSync(path.join(os.tmpdir(), 'form-logic-'));
/** Written only if a setting's text ran in the server's own JavaScript. */
const marker = path.join(folder, 'ran-in-the-server');

const logicForm = {
  title: 'Form logic',
  name: 'formLogic',
  path: 'form-logic',
  type: 'form',
  display: 'form',
  components: [
    { type: 'textfield', key: 'kind', label: 'Kind', input: true },
    {
      type: 'textfield',
      key: 'reason',
      label: 'Reason',
      input: true,
      validate: { required: true },
      // Shown (and so required) for fines only: lodash as in the browser.
      customConditional: "show = _.get(data, 'kind') === 'fine'",
    },
    {
      type: 'textfield',
      key: 'probe',
      label: 'Probe',
      input: true,
      validate: { required: true },
      // Required only where the server's process could be reached.
      customConditional: "show = typeof process !== 'undefined' || typeof require !== 'undefined'",
    },
    {
      type: 'number',
      key: 'amount',
      label: 'Amount',
      input: true,
      // Form.io's own `var value;` keeps the value given.
      validate: { custom: "var value; valid = value > 2 ? true : 'Amount must be above 2, not ' + value" },
    },
    {
      type: 'textfield',
      key: 'code',
      label: 'Code',
      input: true,
      // JSON logic, with one of the lodash operators Form.io adds to it.
      validate: {
        json: { if: [{ '==': [{ _toUpper: [{ var: 'data.code' }] }, 'OK'] }, true, 'Code must be ok'] },
      },
    },
    {
      type: 'textfield',
      key: 'rule',
      label: 'Rule',
      input: true,
      // Reaches the Function constructor through lodash's invoke, and calls what it makes.
      validate: {
        json: {
          _invoke: [
            {
              _invoke: [
                'x',
                'constructor.constructor',
                `process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(marker)}, 'ran'); return true`,
              ],
            },
            'call',
          ],
        },
      },
    },
    {
      type: 'textfield',
      key: 'note',
      label: 'Note',
      input: true,
      validate: {
        custom: `process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(marker)}, 'ran'); valid = true`,
      },
    },
    { type: 'button', key: 'submit', label: 'Submit', input: true, action: 'submit' },
  ],
};

/** A hearing date between limits written as code (Form.io's `moment`), as the builder saves them. */
const hearingLimits = { minDate: "moment().subtract(7, 'days')", maxDate: "moment().add(30, 'days')" };
const dateLimitsForm = {
  title: 'Date limits',
  name: 'dateLimits',
  path: 'date-limits',
  type: 'form',
  display: 'form',
  components: [
    {
      type: 'datetime',
      key: 'hearing',
      label: 'Hearing',
      input: true,
      format: 'yyyy-MM-dd',
      enableTime: false,
      datePicker: hearingLimits,
      widget: { type: 'calendar', enableTime: false, format: 'yyyy-MM-dd', ...hearingLimits },
    },
    {
      type: 'datetime',
      key: 'filed',
      label: 'Filed',
      input: true,
      format: 'yyyy-MM-dd',
      enableTime: false,
      datePicker: { minDate: '2020-01-01' },
      widget: { type: 'calendar', enableTime: false, format: 'yyyy-MM-dd', minDate: '2020-01-01' },
    },
    { type: 'button', key: 'submit', label: 'Submit', input: true, action: 'submit' },
  ],
};

beforeAll(async () => {
  server = await startTestServer();
  const admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
  await importFormAsResource(admin, logicForm, ['kind']);
  await importFormAsResource(admin, dateLimitsForm, []);
});
afterAll(async () => {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const detailsOf = (body: { details?: { path: string; message: string }[] }) =>
  (body.details ?? []).map(({ path, message }) => ({ path, message }));

describe(`a form's logic settings on the server (${TEST_DB_KIND})`, () => {
  it('refuses what its conditions and custom validations refuse, naming each', async () => {
    const refused = await clerk.post('/api/form-logic', { kind: 'fine', amount: 1, code: 'no', note: 'n' });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('VALIDATION_FAILED');
    expect(detailsOf(refused.body)).toEqual([
      { path: 'reason', message: 'Reason is required' },
      { path: 'amount', message: 'Amount must be above 2, not 1' },
      { path: 'code', message: 'Code must be ok' },
    ]);
    const hidden = await clerk.post('/api/form-logic', { kind: 'warning', amount: 3, code: 'ok', note: 'n' });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(201);
    const shown = await clerk.post('/api/form-logic', {
      kind: 'fine',
      reason: 'late',
      amount: 3,
      code: 'ok',
      note: 'n',
    });
    expect(shown.status, JSON.stringify(shown.body)).toBe(201);
  });

  it("runs them where the server's process, modules and files cannot be reached", async () => {
    const response = await clerk.post('/api/form-logic', {
      kind: 'warning',
      amount: 5,
      code: 'ok',
      note: 'n',
    });
    expect(existsSync(marker)).toBe(false);
    // The settings that failed in the sandbox answer as Form.io answers failing ones: no objection.
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });
});

describe(`date limits on the server (${TEST_DB_KIND})`, () => {
  const day = (offsetDays: number) => {
    const date = new Date();
    date.setUTCDate(date.getUTCDate() + offsetDays);
    return `${date.toISOString().slice(0, 10)}T00:00:00.000Z`;
  };

  it('refuses dates outside limits written as code or as dates, naming each', async () => {
    const refused = await clerk.post('/api/date-limits', {
      hearing: day(60),
      filed: '2019-06-01T00:00:00.000Z',
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.errorCode).toBe('VALIDATION_FAILED');
    expect(detailsOf(refused.body).map(({ path }) => path)).toEqual(['hearing', 'filed']);
    expect(detailsOf(refused.body)[0]?.message).toMatch(/^Hearing should not contain date after /);
    const early = await clerk.post('/api/date-limits', { hearing: day(-30), filed: day(0) });
    expect(early.status, JSON.stringify(early.body)).toBe(400);
    expect(detailsOf(early.body)[0]?.message).toMatch(/^Hearing should not contain date before /);
  });

  it('accepts dates inside them', async () => {
    const accepted = await clerk.post('/api/date-limits', { hearing: day(10), filed: day(-1) });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  });
});
