// The deposit and fund disbursement forms (examples/forms/deposit-create.json, fund-disbursement-create.json)
// as the server applies them, through HTTP: a deposit's and a disbursement's date is a day of the calendar
// (an impossible one would be stored and shown as another day), and the value the create screens' Submit
// button adds to what they send is not stored, nor shown in the audit trail.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let clerk: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
});
afterAll(() => server?.stop());

const deposit = (depositReference: string, depositDate: string) => ({
  depositReference,
  depositorName: 'Tan Wei Ming',
  amount: 500,
  depositDate,
  paymentMode: 'CASH',
  status: 'PENDING',
});

const disbursement = (disbursementReference: string, disbursementDate: string) => ({
  disbursementReference,
  // A seeded deposit of S$ 1,200.
  depositReference: 'DEP-2026-0001',
  payeeName: 'Chua Bee Hoon',
  amount: 1,
  disbursementDate,
  status: 'PENDING',
});

/** The live records of the resource whose reference field starts with the prefix. */
const stored = (resource: string, field: string, prefix: string) =>
  server.database.db
    .selectFrom('records')
    .select(['id', 'data'])
    .where('resource', '=', resource)
    .where('deleted', '=', false)
    .where(sql<string>`data->>${sql.lit(field)}`, 'like', `${prefix}%`)
    .execute();

const cases = [
  {
    resource: 'deposits',
    field: 'depositDate',
    label: 'Deposit date',
    reference: 'depositReference',
    make: (n: number, date: string) => deposit(`DEP-2041-000${n}`, date),
    prefix: 'DEP-2041-',
  },
  {
    resource: 'fund-disbursements',
    field: 'disbursementDate',
    label: 'Disbursement date',
    reference: 'disbursementReference',
    make: (n: number, date: string) => disbursement(`FD-2041-000${n}`, date),
    prefix: 'FD-2041-',
  },
];

describe.each(cases)(
  `the $resource form (${TEST_DB_KIND})`,
  ({ resource, field, label, reference, make, prefix }) => {
    it('refuses a date that is not on the calendar, at the field, and stores nothing', async () => {
      for (const [index, date] of ['2026-02-31', '2026-02-29', '2026-13-45', '2026-04-31'].entries()) {
        const response = await clerk.post(`/api/${resource}`, make(index + 1, date));
        expect(response.status, date).toBe(400);
        expect(response.body, date).toMatchObject({
          errorCode: 'VALIDATION_FAILED',
          details: [{ path: field, message: `${label} must be a date on the calendar (YYYY-MM-DD)` }],
        });
      }
      expect(await stored(resource, reference, prefix)).toEqual([]);
      // The last day of February, of a leap year too.
      for (const [index, date] of ['2026-02-28', '2028-02-29'].entries()) {
        const response = await clerk.post(`/api/${resource}`, make(index + 5, date));
        expect(response.status, JSON.stringify(response.body)).toBe(201);
        expect(response.body[field]).toBe(date);
      }
    });

    it("does not store the Submit button's value, nor show it in the audit trail", async () => {
      // What the create screen sends: the form's data with its Submit button's value.
      const response = await clerk.post(`/api/${resource}`, { ...make(7, '2026-03-02'), submit: true });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body).not.toHaveProperty('submit');
      const [record] = await stored(resource, reference, `${prefix}0007`);
      expect(record!.data).not.toHaveProperty('submit');
      const audited = await server.database.db
        .selectFrom('audit_log')
        .select('after')
        .where('action', '=', 'record.create')
        .where('target', '=', `${resource}/${response.body.id}`)
        .executeTakeFirstOrThrow();
      expect(audited.after).toMatchObject({ [reference]: `${prefix}0007` });
      expect(audited.after).not.toHaveProperty('submit');
    });
  },
);
