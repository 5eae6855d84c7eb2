import { sql, type Expression, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { AppError } from '../../errors';
import {
  applySort,
  compileQuery,
  compileQueryString,
  dataIndexExpression,
  jsonFieldExpression,
  jsonFieldIsOneOf,
  parseSort,
  type QueryFields,
} from './q-compiler';
import { parseQuery } from '../../../runtime/core/q-parser';

// Ids follow insertion order (identity column on a fresh database).
const DATA: Record<string, unknown>[] = [
  /* 1 */ {
    name: 'Alice Smith',
    amount: 250.5,
    status: 'OPEN',
    caseNumber: 'CF-2026-001',
    dueDate: '2026-01-15',
    urgent: true,
    offender: { name: 'Zed', age: 30 },
    note: 'a;b',
  },
  /* 2 */ {
    name: 'Bob Smithers',
    amount: 100,
    status: 'ON HOLD',
    caseNumber: 'CF-2026-002',
    dueDate: '2026-02-01',
    urgent: false,
    offender: { name: 'Amy', age: 25 },
  },
  /* 3 */ {
    name: 'Carol Jones',
    amount: '250.50',
    status: 'CLOSED',
    caseNumber: 'CF-2025-100',
    dueDate: '2025-12-31',
    urgent: 'true',
    offender: { name: 'Mia' },
  },
  /* 4 */ {
    name: 'dave_smith',
    amount: 99.99,
    status: 'OPEN',
    caseNumber: 'CR-2026-003',
    dueDate: null,
    offender: null,
  },
  /* 5 */ {
    name: '100% Sure',
    amount: null,
    status: null,
    caseNumber: 'CF-2026-004',
    offender: { name: 'Amy', age: 41 },
  },
  /* 6 */ {
    name: 'Eve "Quote"',
    amount: 1000,
    caseNumber: 'X\\Y',
    dueDate: '2026-03-10',
    offender: { name: 'Bob' },
  },
  /* 7 */ { name: 'Frank', amount: -5, status: 'open', tags: ['a', 'b'] },
  /* 8 */ { amount: 250.5, status: 'OPEN', caseNumber: 'CF-2026-005', offender: { name: 'Zed', age: 30 } },
  /* 9 */ {
    name: 'Grace',
    amount: 100,
    status: 'CLOSED',
    note: 'semi;colon',
    offender: { name: 'Amy', age: 25 },
  },
  /* 10 */ { name: 'Heidi', amount: 0, status: 'OPEN', urgent: true, dueDate: '2026-01-15' },
];

const FIELDS: QueryFields = { searchable: ['name'] };

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  await migrateToLatest(database.db as never);
  const { db } = database;
  await db.insertInto('forms').values({ id: 'f', name: 'F', category: '', components: '[]' }).execute();
  await db
    .insertInto('resources')
    .values({ name: 'r', form_id: 'f', read_acl: 'a', write_acl: 'a', searchable_fields: '["name"]' })
    .execute();
  await db
    .insertInto('records')
    .values(
      DATA.map((data, index) => {
        const day = String(index + 1).padStart(2, '0');
        const user = index % 2 === 0 ? { id: 'u1', name: 'Ann' } : { id: 'u2', name: 'Ben' };
        return {
          resource: 'r',
          data: JSON.stringify(data),
          version: index < 3 ? 2 : 1,
          created_by_id: user.id,
          created_by_name: user.name,
          created_at: `2026-01-${day}T10:00:00Z`,
          updated_by_id: 'u3',
          updated_by_name: 'Cy',
          updated_at: `2026-02-${day}T10:00:00.123456Z`,
        };
      }),
    )
    .execute();
}, 60_000);

afterAll(async () => {
  await database?.close();
});

async function ids(q: string, fields: QueryFields = FIELDS): Promise<number[]> {
  const rows = await database.db
    .selectFrom('records')
    .select('id')
    .where('resource', '=', 'r')
    .where(compileQueryString(q, fields))
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

async function sorted(sort: string | string[], fields: QueryFields = FIELDS): Promise<number[]> {
  const query = database.db.selectFrom('records').select('id').where('resource', '=', 'r');
  const rows = await applySort(query, parseSort(sort, fields)).execute();
  return rows.map((row) => Number(row.id));
}

function appError(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('No AppError was thrown');
}

describe('compileQuery on PGlite', () => {
  it.each([
    ['', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    // Text equality is exact and case-sensitive.
    ['status=OPEN', [1, 4, 8, 10]],
    ['status="ON HOLD"', [2]],
    // != also matches JSON null and missing keys.
    ['status!=OPEN', [2, 3, 5, 6, 7, 9]],
    ['status=null', [5, 6]],
    ['status!=null', [1, 2, 3, 4, 7, 8, 9, 10]],
    // Numbers compare numerically against JSON numbers, as text against strings.
    ['amount=250.50', [1, 3, 8]],
    ['amount=250.5', [1, 8]],
    // A quoted value is text: it matches strings only.
    ['amount="250.5"', []],
    ['amount="250.50"', [3]],
    ['amount>"2"', [3]],
    ['amount=in(100,"250.50")', [2, 3, 9]],
    ['urgent="true"', [3]],
    ['amount!=250.5', [2, 3, 4, 5, 6, 7, 9, 10]],
    ['amount>100', [1, 6, 8]],
    ['amount>=100', [1, 2, 6, 8, 9]],
    ['amount<100', [4, 7, 10]],
    ['amount<=0', [7, 10]],
    ['amount>-1', [1, 2, 4, 6, 8, 9, 10]],
    ['amount>=1e2', [1, 2, 6, 8, 9]],
    // Dates as ISO strings compare as text; only strings take part.
    ['dueDate>=2026-01-15', [1, 2, 6, 10]],
    ['dueDate<2026-01-01', [3]],
    ['dueDate=2026-01-15', [1, 10]],
    ['dueDate=null', [4, 5, 7, 8, 9]],
    ['name<C', [1, 2, 5]],
    // Booleans: true matches JSON true and the string "true".
    ['urgent=true', [1, 3, 10]],
    ['urgent=false', [2]],
    ['urgent!=true', [2, 4, 5, 6, 7, 8, 9]],
    // Wrappers: case-insensitive, with %, _ and \ in the text taken literally.
    ['name=(%smith%)', [1, 2, 4]],
    ['name!=(%smith%)', [3, 5, 6, 7, 8, 9, 10]],
    ['name=[car)', [3]],
    ['name!=[car)', [1, 2, 4, 5, 6, 7, 8, 9, 10]],
    ['name=(%_%)', [4]],
    ['name=(%%%)', [5]],
    ['name=[1_0)', []],
    ['caseNumber=(%\\%)', [6]],
    ['caseNumber=[cf-2026)', [1, 2, 5, 8]],
    ['name=(%"quote"%)', [6]],
    ['name="Eve \\"Quote\\""', [6]],
    ['note="a;b"', [1]],
    ['note=(%;%)', [1, 9]],
    // Nested paths; a missing or null parent makes the child null.
    ['offender.name=Amy', [2, 5, 9]],
    ['offender.name!=Amy', [1, 3, 4, 6, 7, 8, 10]],
    ['offender.age>=30', [1, 5, 8]],
    ['offender.age=null', [3, 4, 6, 7, 10]],
    ['offender=null', [4, 7, 10]],
    ['offender.name=[a)', [2, 5, 9]],
    // In-lists.
    ['status=in(OPEN,"ON HOLD")', [1, 2, 4, 8, 10]],
    ['status!=in(OPEN,"ON HOLD")', [3, 5, 6, 7, 9]],
    ['status=in(CLOSED,null)', [3, 5, 6, 9]],
    ['status!=in(CLOSED,null)', [1, 2, 4, 7, 8, 10]],
    ['status=in(null)', [5, 6]],
    ['amount=in(100,250.50)', [1, 2, 3, 8, 9]],
    ['urgent=in(false)', [2]],
    // Search over the searchable fields.
    ['(%smith%)', [1, 2, 4]],
    ['[gr)', [9]],
    ['(%smith%);amount>=100', [1, 2]],
    // The documented example.
    ['caseNumber=[CF-2026);amount>=100;status=in(OPEN,"ON HOLD")', [1, 2, 8]],
    // Record columns.
    ['id=3', [3]],
    ['id>=8', [8, 9, 10]],
    ['id!=in(1,2,3,4,5,6,7)', [8, 9, 10]],
    ['id=(%1%)', [1, 10]],
    ['version=2', [1, 2, 3]],
    ['version>1', [1, 2, 3]],
    ['createdByName=Ann', [1, 3, 5, 7, 9]],
    ['createdById!=u1', [2, 4, 6, 8, 10]],
    ['lastModifiedByName=(%c%)', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ['lastModifiedById=in(u1,u2)', []],
    ['createdById=null', []],
    ['createdById!=null', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ['createdDate>=2026-01-08', [8, 9, 10]],
    ['createdDate<2026-01-03T00:00:00Z', [1, 2]],
    ['createdDate=2026-01-02T10:00:00Z', [2]],
    ['createdDate=2026-01-02T12:00:00+02:00', [2]],
    ['createdDate=[2026-01-02)', [2]],
    ['lastModifiedDate=(%T10:00:00.123Z%)', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ['lastModifiedDate>2026-02-09T10:00:00.123Z', [9, 10]],
  ])('%s', async (q, expected) => {
    expect(await ids(q)).toEqual(expected);
  });

  it('searches every searchable field, nested ones included', async () => {
    expect(await ids('(%amy%)', { searchable: ['name', 'offender.name'] })).toEqual([2, 5, 9]);
    expect(await ids('(%a%)', { searchable: ['offender.name', 'createdByName'] })).toEqual([
      1, 2, 3, 5, 7, 9,
    ]);
  });

  it('checks fields against the allowed list; record columns are always allowed', async () => {
    const fields = { searchable: ['name'], allowed: ['status', 'offender.name'] };
    expect(await ids('status=OPEN;offender.name=Zed;id>1', fields)).toEqual([8]);
    const error = appError(() => compileQueryString('status=OPEN; amount>1', fields));
    expect(error).toMatchObject({
      statusCode: 400,
      errorCode: 'INVALID_QUERY',
      message: 'Unknown field "amount"',
      details: { position: 13 },
    });
    expect(appError(() => compileQueryString('offender=null', fields)).details).toEqual({ position: 0 });
  });

  it('answers INVALID_QUERY with the position for syntax errors and ill-typed column values', () => {
    expect(appError(() => compileQueryString('status=OPEN;amount', FIELDS))).toMatchObject({
      statusCode: 400,
      errorCode: 'INVALID_QUERY',
      message: 'Expected an operator after "amount" at position 18',
      details: { position: 18 },
    });
    expect(appError(() => compileQueryString('id=abc', FIELDS))).toMatchObject({
      errorCode: 'INVALID_QUERY',
      message: 'Field "id" expects a whole number',
      details: { position: 3 },
    });
    expect(appError(() => compileQueryString('id=in(1, 2.5)', FIELDS)).details).toEqual({ position: 9 });
    expect(appError(() => compileQueryString('version>1.5', FIELDS)).details).toEqual({ position: 8 });
    expect(appError(() => compileQueryString('createdDate>2026-02-30', FIELDS))).toMatchObject({
      errorCode: 'INVALID_QUERY',
      details: { position: 12 },
    });
    expect(appError(() => compileQueryString('createdDate>yesterday', FIELDS)).details).toEqual({
      position: 12,
    });
    // Offsets beyond ±14:00, or with 60 minutes or more, are refused here rather than by the database.
    for (const zone of ['+24:00', '-14:30', '+05:60'])
      expect(
        appError(() => compileQueryString(`createdDate>2026-01-01T00:00:00${zone}`, FIELDS)),
      ).toMatchObject({
        errorCode: 'INVALID_QUERY',
        details: { position: 12 },
      });
    expect(() => compileQueryString('createdDate>2026-01-01T00:00:00-14:00', FIELDS)).not.toThrow();
    // The version column holds 32 bits: a value beyond is refused here, not by the database (a 500).
    for (const [q, position] of [
      ['version=3000000000', 8],
      ['version>-2147483649', 8],
      ['version=in(1,3000000000)', 13],
    ] as const)
      expect(appError(() => compileQueryString(q, FIELDS))).toMatchObject({
        errorCode: 'INVALID_QUERY',
        message: 'Field "version" expects a whole number from -2147483648 to 2147483647',
        details: { position },
      });
    expect(appError(() => compileQueryString('createdDate>0000-12-31', FIELDS)).details).toEqual({
      position: 12,
    });
    expect(appError(() => compileQueryString('a=1; (%x%)', { searchable: [] }))).toMatchObject({
      errorCode: 'INVALID_QUERY',
      message: 'This resource has no searchable fields',
      details: { position: 5 },
    });
  });

  it('compares column values at the edges of their types', async () => {
    expect(await ids('version<=2147483647;version>=-2147483648')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Years before 100 are years, not 1900–1999.
    expect(await ids('createdDate>0050-03-01')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await ids('createdDate<0001-01-01T00:00:00Z')).toEqual([]);
  });

  it('binds every user value as a parameter', () => {
    const q = 'name="secret;value";amount>=12345;status=in(OPEN,"X Y");caseNumber=[zz-9);(%needle%);id=777';
    const compiled = database.db
      .selectFrom('records')
      .selectAll()
      .where(compileQuery(parseQuery(q), FIELDS))
      .compile();
    for (const value of ['secret', '12345', 'OPEN', 'X Y', 'zz-9', 'needle', '777']) {
      expect(compiled.sql).not.toContain(value);
    }
    expect(compiled.parameters).toEqual(
      expect.arrayContaining(['secret;value', '12345', 'OPEN', 'X Y', 'zz-9%', '%needle%', 777]),
    );
    // Field names are SQL literals so that expression indexes match.
    expect(compiled.sql).toContain(`"data" -> 'amount' >= to_jsonb($2::numeric)`);
  });

  it('uses one expression for data fields and names it for indexes', () => {
    expect(dataIndexExpression('caseNumber')).toBe(`"data" -> 'caseNumber'`);
    const compiled = jsonFieldExpression(['offender', 'name']).compile(database.db);
    expect(compiled.sql).toBe(`"data" -> 'offender' -> 'name'`);
    expect(compiled.parameters).toEqual([]);
    expect(() => jsonFieldExpression(["x'; drop table records; --"])).toThrow();
  });

  it('jsonFieldIsOneOf matches as the q compiler matches text, through the same index', async () => {
    const { db } = database;
    const ids = async (where: Expression<SqlBool>) =>
      (await db.selectFrom('records').select('id').where(where).orderBy('id').execute()).map((row) =>
        Number(row.id),
      );
    const queried = await ids(compileQueryString('caseNumber=in(CF-2026-001,CF-2026-002)', FIELDS));
    expect(queried.length).toBeGreaterThan(0);
    expect(await ids(jsonFieldIsOneOf(['caseNumber'], ['CF-2026-001', 'CF-2026-002']))).toEqual(queried);
    // Strings only: a number field is not matched by its text; no values match nothing.
    expect(await ids(jsonFieldIsOneOf(['amount'], ['250.5']))).toEqual([]);
    expect(await ids(jsonFieldIsOneOf(['caseNumber'], []))).toEqual([]);
    const compiled = jsonFieldIsOneOf(['caseNumber'], ['a']).compile(db);
    expect(compiled.sql).toBe(`"data" -> 'caseNumber' in (to_jsonb($1::text))`);
  });

  it('lets the planner use an expression index built from dataIndexExpression', async () => {
    const { db } = database;
    const index = dataIndexExpression('caseNumber');
    // The index text comes from our own helper, not from user input.
    await sql`create index q_test_case_idx on records ((${sql.raw(index)}))`.execute(db);
    try {
      await sql`set enable_seqscan = off`.execute(db);
      const compiled = db
        .selectFrom('records')
        .select('id')
        .where(compileQueryString('caseNumber=CF-2026-002', FIELDS))
        .compile();
      const plan = await db.executeQuery<{ 'QUERY PLAN': string }>({
        ...compiled,
        sql: `explain ${compiled.sql}`,
      });
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('q_test_case_idx');
    } finally {
      await sql`reset enable_seqscan`.execute(db);
      await sql`drop index q_test_case_idx`.execute(db);
    }
  });
});

describe('sorting on PGlite', () => {
  it('sorts numbers after strings after JSON null, missing values last, ties by id', async () => {
    expect(await sorted('amount')).toEqual([5, 3, 7, 10, 4, 2, 9, 1, 8, 6]);
    expect(await sorted('amount,asc')).toEqual([5, 3, 7, 10, 4, 2, 9, 1, 8, 6]);
    expect(await sorted('amount,DESC')).toEqual([6, 8, 1, 9, 2, 4, 10, 7, 3, 5]);
  });

  it('sorts by nested paths', async () => {
    expect(await sorted('offender.name')).toEqual([2, 5, 9, 6, 3, 1, 8, 4, 7, 10]);
  });

  it('sorts by several keys, breaking the last tie by id in the first direction', async () => {
    expect(await sorted(['offender.age,desc', 'amount'])).toEqual([3, 7, 10, 4, 6, 5, 8, 1, 9, 2]);
  });

  it('sorts by record columns', async () => {
    expect(await sorted('createdDate,desc')).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(await sorted(['createdByName', 'version'])).toEqual([5, 7, 9, 1, 3, 4, 6, 8, 10, 2]);
    expect(await sorted('id,desc')).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(await sorted([])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('parseSort', () => {
  it('reads fields and directions', () => {
    expect(parseSort(undefined, FIELDS)).toEqual([]);
    expect(parseSort(['', '  '], FIELDS)).toEqual([]);
    expect(parseSort([' offender.name , Desc ', 'id'], FIELDS)).toEqual([
      { field: 'offender.name', path: ['offender', 'name'], direction: 'desc' },
      { field: 'id', path: ['id'], direction: 'asc' },
    ]);
  });

  it('keeps the first of a field sorted by twice, and refuses more than eight fields', () => {
    const fields = { searchable: [], allowed: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] };
    expect(parseSort(['a,desc', 'b', 'a', 'a,asc'], fields)).toEqual([
      { field: 'a', path: ['a'], direction: 'desc' },
      { field: 'b', path: ['b'], direction: 'asc' },
    ]);
    expect(parseSort([...Array(1000).fill('a'), 'b', 'c', 'd', 'e', 'f', 'g', 'h'], fields)).toHaveLength(8);
    expect(appError(() => parseSort(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], fields))).toMatchObject({
      statusCode: 400,
      errorCode: 'INVALID_SORT',
      message: 'Sort by at most 8 fields; "i" is one more',
      details: { sort: 'i' },
    });
  });

  it.each([
    ['amount,up', 'Expected "asc" or "desc" after the field in sort "amount,up"'],
    ['amount,asc,name', 'Expected "asc" or "desc" after the field in sort "amount,asc,name"'],
    ['amount,', 'Expected "asc" or "desc" after the field in sort "amount,"'],
    [',desc', 'Expected a field name in sort ",desc"'],
    ['a..b', 'Expected a field name in sort "a..b"'],
    ["data'x", `Expected a field name in sort "data'x"`],
    ['secret', 'Unknown field "secret" in sort "secret"'],
  ])('answers INVALID_SORT for %s', (sort, message) => {
    const error = appError(() => parseSort(sort, { searchable: [], allowed: ['amount', 'name'] }));
    expect(error).toMatchObject({ statusCode: 400, errorCode: 'INVALID_SORT', message, details: { sort } });
  });
});
