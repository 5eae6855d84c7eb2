// Realistic made-up records in bulk, for trying the portal and measuring it at scale (npm run seed:big).
// Each batch is one set-based INSERT ... SELECT over generate_series that builds the JSONB in the
// database, so a million rows take seconds. Values come from hashes of the row's sequence number:
// the same run gives the same data.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from './schema';

// prettier-ignore
const FIRST_NAMES = [
  'Aisha', 'Ahmad', 'Ben', 'Chen', 'Daniel', 'Dewi', 'Elena', 'Farid', 'Grace', 'Hannah',
  'Hiro', 'Ines', 'Jamal', 'Kavya', 'Li Ting', 'Liam', 'Mei Ling', 'Muthu', 'Nora', 'Omar',
  'Priya', 'Rajesh', 'Ravi', 'Siti', 'Stanley', 'Tanya', 'Uma', 'Victor', 'Wei Jie', 'Zara',
];
// prettier-ignore
const LAST_NAMES = [
  'Tan', 'Lim', 'Lee', 'Ng', 'Wong', 'Goh', 'Chua', 'Ong', 'Koh', 'Teo',
  'Kumar', 'Rahman', 'Singh', 'Abdullah', 'Nair', 'Smith', 'Brown', 'Garcia', 'Nguyen', 'Silva',
  'Tanaka', 'Sato', 'Müller', 'Rossi', 'Dubois', 'Okafor', 'Haddad', 'Kowalski', 'Ivanova', 'Stanton',
];
const REMARKS = [
  'Paid in part',
  'Payment plan agreed',
  'Reminder sent',
  'Second reminder sent',
  'Appeal lodged',
  'Awaiting documents',
  'Address updated',
  'Offender contacted by phone',
  'Referred to enforcement',
  'Waiver requested',
];

/** Case numbers are CF-YYYY-NNNN (the form's pattern), so each year holds 10,000 of them. */
const CASES_PER_YEAR = 10_000;
const LATEST_YEAR = 2025;
/** Sequence numbers past this would need years before 1026. */
export const MAX_FAKE_SEQUENCE = 10_000_000;

/** The row's sequence number `s` and three independent hashes of it, h1..h3, are in scope. */
type DataBuilder = () => RawBuilder<unknown>;

const pick = (list: string[], hash: RawBuilder<unknown>) =>
  sql`(array[${sql.join(list)}]::text[])[1 + ${hash} % ${sql.lit(list.length)}]`;

const courtFine: DataBuilder = () => sql`jsonb_build_object(
  'caseNumber', 'CF-' || (${sql.lit(LATEST_YEAR)} - s / ${sql.lit(CASES_PER_YEAR)})::text || '-'
    || lpad((s % ${sql.lit(CASES_PER_YEAR)} * 7919 % ${sql.lit(CASES_PER_YEAR)})::text, 4, '0'),
  'offenderName', ${pick(FIRST_NAMES, sql`h1`)} || ' ' || ${pick(LAST_NAMES, sql`h2`)},
  'amount', round((1000 + h1 / 64 % 499000) / 100.0, 2),
  'dueDate', to_char(date '2024-01-01' + (h2 / 64 % 1096)::int, 'YYYY-MM-DD'),
  'remarks', case when h3 % 3 = 0 then null else ${pick(REMARKS, sql`h3`)} end
)`;

/** What a record looks like, by the id of the form that validates the resource's records. */
const DATA_BY_FORM: Record<string, DataBuilder> = { 'court-fine-create': courtFine };

export const FAKE_DATA_FORMS = Object.keys(DATA_BY_FORM);

export class FakeRecordsError extends Error {}

export interface FakeRecordsOptions {
  resource: string;
  rows: number;
  /** Recorded as creator and last modifier. */
  user: { id: string; displayName: string };
  batchSize: number;
  onBatch?: (inserted: number) => void;
}

export async function insertFakeRecords(db: Kysely<DB>, options: FakeRecordsOptions): Promise<void> {
  const { resource, rows, user, batchSize } = options;
  const declared = await db
    .selectFrom('resources')
    .select('form_id')
    .where('name', '=', resource)
    .executeTakeFirst();
  if (!declared) throw new FakeRecordsError(`There is no resource "${resource}"`);
  const data = Object.hasOwn(DATA_BY_FORM, declared.form_id) ? DATA_BY_FORM[declared.form_id] : undefined;
  if (!data) {
    throw new FakeRecordsError(
      `seed:big can make records for the forms ${FAKE_DATA_FORMS.join(', ')}; ${resource} uses "${declared.form_id}"`,
    );
  }
  // Numbering continues after the resource's rows (deleted ones too), keeping case numbers unique.
  const existing = await db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('resource', '=', resource)
    .executeTakeFirstOrThrow();
  const first = Number(existing.count);
  const last = first + rows - 1;
  if (last >= MAX_FAKE_SEQUENCE) {
    throw new FakeRecordsError(
      `${resource} already has ${first} rows; at most ${MAX_FAKE_SEQUENCE} can have made-up case numbers`,
    );
  }
  // The newest row is created now and each earlier one 30 seconds before the next.
  const now = new Date().toISOString();
  for (let from = first; from <= last; from += batchSize) {
    const to = Math.min(from + batchSize - 1, last);
    await sql`
      insert into records
        (resource, data, created_by_id, created_by_name, updated_by_id, updated_by_name, created_at, updated_at)
      select ${resource}, ${data()}, ${user.id}, ${user.displayName}, ${user.id}, ${user.displayName}, at, at
      from (
        select s,
          hashint8extended(s, 1) & 2147483647 as h1,
          hashint8extended(s, 2) & 2147483647 as h2,
          hashint8extended(s, 3) & 2147483647 as h3,
          ${now}::timestamptz - make_interval(secs => ((${last}::bigint - s) * 30)::double precision) as at
        from generate_series(${from}::bigint, ${to}::bigint) as s
      ) as seq
    `.execute(db);
    options.onBatch?.(to - first + 1);
  }
}
