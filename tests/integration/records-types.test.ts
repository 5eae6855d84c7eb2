// Records keep the JSON type they were sent with, and a value of the wrong type is refused with its
// path before any rule runs (issue 19: radio "0", empty strings; issue 20 point 2: type-blind validation).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';
import { importFormAsResource } from '../helpers/form-resource';

let server: TestServer;
let admin: ReturnType<typeof client>;
let clerk: ReturnType<typeof client>;

const choices = (...values: string[]) => values.map((value) => ({ label: value, value }));

/** A form as Form.io's builder writes it, one component per rule under test. */
const typesForm = {
  title: 'Value types',
  name: 'valueTypes',
  path: 'value-types',
  type: 'form',
  display: 'form',
  components: [
    { type: 'textfield', key: 'note', label: 'Note', input: true },
    { type: 'radio', key: 'flag', label: 'Flag', input: true, values: choices('0', '1') },
    {
      type: 'select',
      key: 'zone',
      label: 'Zone',
      input: true,
      dataSrc: 'values',
      data: { values: choices('north', 'south') },
    },
    {
      type: 'select',
      key: 'level',
      label: 'Level',
      input: true,
      dataType: 'number',
      data: { values: choices('1', '2') },
    },
    {
      type: 'textfield',
      key: 'tags',
      label: 'Tags',
      input: true,
      multiple: true,
      validate: { maxLength: 5 },
    },
    {
      type: 'datagrid',
      key: 'lines',
      label: 'Lines',
      input: true,
      validate: { required: true, maxLength: 3 },
      components: [{ type: 'number', key: 'qty', label: 'Qty', input: true }],
    },
    { type: 'url', key: 'site', label: 'Site', input: true },
    { type: 'currency', key: 'fee', label: 'Fee', input: true, currency: 'SGD' },
    { type: 'number', key: 'rate', label: 'Rate', input: true, decimalLimit: 3 },
    { type: 'button', key: 'submit', label: 'Submit', input: true, action: 'submit' },
  ],
};

const valid = { note: 'x', flag: '0', zone: 'north', tags: ['a'], lines: [{ qty: 1 }] };

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
  await importFormAsResource(admin, typesForm, ['note']);
});
afterAll(() => server?.stop());

const pathsOf = (body: { details?: { path: string }[] }) => (body.details ?? []).map((d) => d.path).sort();

describe(`record value types (${TEST_DB_KIND})`, () => {
  it("refuses the issue's court fine of wrong types with each path, and stores nothing", async () => {
    const before = (await clerk.get('/api/court-fines?size=1')).body;
    const response = await clerk.post('/api/court-fines', {
      caseNumber: { a: 1 },
      offenderName: 42,
      amount: 100,
      dueDate: 20260101,
    });
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe('VALIDATION_FAILED');
    expect(pathsOf(response.body)).toEqual(['caseNumber', 'dueDate', 'offenderName']);
    expect((await clerk.get('/api/court-fines?size=1')).body).toEqual(before);
  });

  it('stores a radio "0" as the string "0" and an empty text as "", read back as sent', async () => {
    const sent = { ...valid, note: '', flag: '0', level: '2' };
    const created = await clerk.post('/api/value-types', sent);
    expect(created.status).toBe(201);
    const read = await clerk.get(`/api/value-types/${created.body.id}`);
    // level's own dataType is number: the one coercion a component's settings declare.
    expect(read.body).toMatchObject({ ...sent, level: 2 });
    expect(read.body.note).toBe('');
    expect(read.body.flag).toBe('0');
  });

  it('refuses values outside a select or radio list, whatever their type', async () => {
    for (const [body, path] of [
      [{ ...valid, zone: 5 }, 'zone'],
      [{ ...valid, zone: 'east' }, 'zone'],
      [{ ...valid, flag: '2' }, 'flag'],
      [{ ...valid, flag: { value: '0' } }, 'flag'],
      [{ ...valid, level: 'high' }, 'level'],
    ] as const) {
      const response = await clerk.post('/api/value-types', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(pathsOf(response.body)).toEqual([path]);
    }
  });

  it('checks each item of a multiple value: type and maxLength', async () => {
    const long = await clerk.post('/api/value-types', { ...valid, tags: ['ok', 'far too long'] });
    expect(long.status).toBe(400);
    expect(long.body.details).toEqual([expect.objectContaining({ path: 'tags[1]', rule: 'maxLength' })]);
    const numbers = await clerk.post('/api/value-types', { ...valid, tags: [1] });
    expect(pathsOf(numbers.body)).toEqual(['tags[0]']);
    expect((await clerk.post('/api/value-types', { ...valid, tags: 'abc' })).status).toBe(400);
  });

  it('refuses a required data grid given [], an object or a string, and a row of the wrong type', async () => {
    for (const lines of [[], {}, 'rows', [5], [{ qty: '1' }]]) {
      const response = await clerk.post('/api/value-types', { ...valid, lines });
      expect(response.status, JSON.stringify(lines)).toBe(400);
      expect(pathsOf(response.body)[0]).toMatch(/^lines/);
    }
  });

  it("counts a data grid's rows against its minLength and maxLength", async () => {
    const four = await clerk.post('/api/value-types', {
      ...valid,
      lines: [1, 2, 3, 4].map((qty) => ({ qty })),
    });
    expect(four.status).toBe(400);
    expect(four.body.details).toEqual([
      { path: 'lines', rule: 'maxLength', message: 'Lines must have no more than 3 rows.' },
    ]);
    const three = await clerk.post('/api/value-types', {
      ...valid,
      lines: [1, 2, 3].map((qty) => ({ qty })),
    });
    expect(three.status).toBe(201);

    // The example instalment plan's grid asks for at least one event (validate.minLength 1).
    const plan = { caseNumber: 'CF-2026-0042', offenderName: 'Tan Wei Ming', totalAmount: 100 };
    const before = (await clerk.get('/api/instalment-plans?size=1')).body.totalElements;
    for (const instalmentPlan of [{ events: [] }, {}]) {
      const empty = await clerk.post('/api/instalment-plans', { ...plan, instalmentPlan });
      expect(empty.status, JSON.stringify(instalmentPlan)).toBe(400);
      expect(empty.body.details).toContainEqual({
        path: 'instalmentPlan.events',
        rule: 'minLength',
        message: 'Events must have at least 1 row.',
      });
    }
    expect((await clerk.get('/api/instalment-plans?size=1')).body.totalElements).toBe(before);
    const event = {
      eventId: 'first',
      name: 'First',
      dueDate: '2026-05-01',
      amount: 100,
      status: 'scheduled',
    };
    const planned = await clerk.post('/api/instalment-plans', {
      ...plan,
      instalmentPlan: { events: [event] },
    });
    expect(planned.status).toBe(201);
  });

  it('refuses a web address longer than 2048 characters before Form.io checks it', async () => {
    expect(
      (await clerk.post('/api/value-types', { ...valid, site: 'https://example.org/a?b=c' })).status,
    ).toBe(201);
    // Text on which Form.io's URL pattern backtracks for seconds (growing with the square of its length).
    const response = await clerk.post('/api/value-types', { ...valid, site: `//${':@'.repeat(40_000)} ` });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([
      { path: 'site', rule: 'type', message: 'Site must be a web address of at most 2048 characters' },
    ]);
  });

  it('refuses an amount with more decimals than its currency has cents, or than a number allows', async () => {
    const accepted = await clerk.post('/api/value-types', { ...valid, fee: 10.99, rate: 0.125 });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body).toMatchObject({ fee: 10.99, rate: 0.125 });
    const response = await clerk.post('/api/value-types', { ...valid, fee: 10.999, rate: 0.1255 });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([
      { path: 'fee', rule: 'type', message: 'Fee must have at most 2 decimal places' },
      { path: 'rate', rule: 'type', message: 'Rate must have at most 3 decimal places' },
    ]);
  });
});
