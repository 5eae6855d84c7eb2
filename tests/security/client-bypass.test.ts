// Client bypass: every validator of every form bound to a resource (the seeded resources, and one form
// holding the validators the examples do not use: email, day, date, edit grid), broken in a direct API
// call that skips the browser (a unique field given a value a stored record holds), is a 400 naming the
// field's path, and no row is written.
import get from 'lodash/get';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormComponent } from '../../schemas/form-definition';
import {
  client,
  signIn,
  startTestServer,
  TEST_DB_KIND,
  type ApiClient,
  type TestServer,
} from '../helpers/test-server';
import { seedResources } from './demo-callers';
import { formViolations } from './form-violations';
import { reportFigure } from './report-figure';
import { sampleData } from './sample-records';

let server: TestServer;
let admin: ApiClient;

/** A form with the validators no example form bound to a resource uses, nested grids included. */
const VALIDATORS_FORM = {
  id: 'bypass-validators',
  name: 'Validators',
  category: 'Security',
  components: [
    { type: 'email', key: 'contactEmail', label: 'Email', input: true, validate: { required: true } },
    { type: 'day', key: 'hearingDay', label: 'Hearing day', input: true, validate: { required: true } },
    { type: 'datetime', key: 'filedAt', label: 'Filed at', input: true, validate: { required: true } },
    {
      type: 'editgrid',
      key: 'parties',
      label: 'Parties',
      input: true,
      components: [
        {
          type: 'textfield',
          key: 'partyName',
          label: 'Name',
          input: true,
          validate: { required: true, maxLength: 40 },
        },
        { type: 'email', key: 'partyEmail', label: 'Email', input: true },
        {
          type: 'datagrid',
          key: 'payments',
          label: 'Payments',
          input: true,
          components: [
            { type: 'number', key: 'paid', label: 'Paid', input: true, validate: { min: 1, max: 500 } },
            {
              type: 'radio',
              key: 'via',
              label: 'Via',
              input: true,
              values: [
                { label: 'Cash', value: 'cash' },
                { label: 'Card', value: 'card' },
              ],
            },
          ],
        },
      ],
    },
    { type: 'button', key: 'submit', label: 'Submit', input: true, action: 'submit' },
  ],
};
const VALIDATORS_DATA = {
  contactEmail: 'clerk@example.org',
  hearingDay: '03/14/2026',
  filedAt: '2026-03-14T09:30:00.000Z',
  parties: [
    { partyName: 'Tan Wei Ming', partyEmail: 'tan@example.org', payments: [{ paid: 20, via: 'cash' }] },
  ],
};

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
  const saved = await admin.post('/api/ignite/application', {
    ...VALIDATORS_FORM,
    components: [JSON.stringify(VALIDATORS_FORM.components)],
  });
  expect(saved.status).toBe(201);
  const resource = await admin.post('/api/ignite/resources', {
    name: 'bypass-validators',
    formId: 'bypass-validators',
    readAcl: 'court-fines.read',
    writeAcl: 'court-fines.write',
    searchableFields: [],
  });
  expect(resource.status).toBeLessThan(300);
});
afterAll(() => server?.stop());

const resources = [
  ...seedResources.map((resource) => ({
    name: resource.name,
    formId: resource.formId,
    valid: () => sampleData(resource.name),
  })),
  { name: 'bypass-validators', formId: 'bypass-validators', valid: () => structuredClone(VALIDATORS_DATA) },
];

async function servedComponents(formId: string): Promise<FormComponent[]> {
  const form = await admin.get(`/api/ignite/application/${formId}`);
  expect(form.status).toBe(200);
  return JSON.parse(form.body.components[0] as string) as FormComponent[];
}

const rowCount = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('records')
        .where('deleted', '=', false)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`client bypass (${TEST_DB_KIND})`, () => {
  it('answers 400 naming the field for every broken validator, and writes nothing', async () => {
    const before = await rowCount();
    const problems: string[] = [];
    let cases = 0;
    for (const resource of resources) {
      // The valid data passes (a workflow resource answers its approver roles, writing nothing yet).
      const control = await admin.post(`/api/${resource.name}`, resource.valid());
      expect([200, 201], `${resource.name}: ${JSON.stringify(control.body)}`).toContain(control.status);
      if (control.status === 201)
        expect((await admin.delete(`/api/${resource.name}/${control.body.id}`)).status).toBeLessThan(300);
      // A record already stored holds the values a unique field refuses.
      const stored = (await admin.get(`/api/${resource.name}?size=1`)).body?.content?.[0];
      const taken = (path: string) => get(stored, path);
      for (const violation of formViolations(await servedComponents(resource.formId), taken)) {
        const data = resource.valid();
        violation.apply(data);
        const response = await admin.post(`/api/${resource.name}`, data);
        cases += 1;
        const named = JSON.stringify(response.body?.details ?? '').includes(violation.path);
        if (response.status !== 400 || !named)
          problems.push(
            `${resource.name} ${violation.path} (${violation.rule}): ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`,
          );
      }
    }
    const written = (await rowCount()) - before;
    reportFigure(
      'client bypass',
      `${cases} broken validators over ${resources.length} forms bound to resources (${TEST_DB_KIND}), ${problems.length} not refused with their path, ${written} rows written`,
    );
    expect(problems).toEqual([]);
    expect(written).toBe(0);
  });
});
