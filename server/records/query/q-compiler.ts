// Compiles parsed q criteria and sort parameters to parameterised SQL over the records table.
// Field names become SQL literals (they are validated identifiers, and literals let the planner match
// expression indexes); every value the user typed is a bound parameter.
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Expression,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import {
  parseQuery,
  QuerySyntaxError,
  type Criterion,
  type InItem,
  type MatchMode,
  type Operator,
} from '../../../runtime/core/q-parser';

export interface QueryFields {
  /** Dotted paths searched by a bare `(%text%)` or `[text)`. */
  searchable: string[];
  /** When given, the only data paths that may be filtered or sorted; record columns are always allowed. */
  allowed?: string[];
}

export type SortDirection = 'asc' | 'desc';

export interface SortKey {
  field: string;
  path: string[];
  direction: SortDirection;
}

type ColumnType = 'bigint' | 'integer' | 'text' | 'timestamp';

// The API names of the server-kept record columns (see toApiRecord); they shadow data keys of that name.
const COLUMNS: Record<string, { column: string; type: ColumnType }> = {
  id: { column: 'id', type: 'bigint' },
  version: { column: 'version', type: 'integer' },
  createdDate: { column: 'created_at', type: 'timestamp' },
  lastModifiedDate: { column: 'updated_at', type: 'timestamp' },
  createdById: { column: 'created_by_id', type: 'text' },
  createdByName: { column: 'created_by_name', type: 'text' },
  lastModifiedById: { column: 'updated_by_id', type: 'text' },
  lastModifiedByName: { column: 'updated_by_name', type: 'text' },
};

type Target = { kind: 'column'; column: string; type: ColumnType } | { kind: 'data'; path: string[] };

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
// Plain decimal notation only, so that PostgreSQL's numeric input accepts whatever passes here.
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const INTEGER = /^[+-]?\d{1,15}$/;
// An integer column (the record's version) holds 32 bits; a value beyond is refused, not a database error.
const INTEGER_MIN = -2147483648;
const INTEGER_MAX = 2147483647;
const fitsInteger = (value: number) => value >= INTEGER_MIN && value <= INTEGER_MAX;
/** More sort keys than this are refused: each adds a query to a cursor's page (server/records/keyset.ts). */
export const MAX_SORT_KEYS = 8;
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const TRUE = sql<SqlBool>`true`;
const FALSE = sql<SqlBool>`false`;
const JSON_NULL = sql`'null'::jsonb`;

/** The jsonb value of a data field: `"data" -> 'a' -> 'b'`. Used for comparisons and sorting. */
export function jsonFieldExpression(path: string[]): RawBuilder<unknown> {
  if (path.length === 0) throw new Error('A data field path needs at least one segment');
  let expression: RawBuilder<unknown> = sql`${sql.ref('data')}`;
  for (const segment of path) {
    if (!IDENTIFIER.test(segment)) throw new Error(`"${segment}" is not a valid field name`);
    expression = sql`${expression} -> ${sql.lit(segment)}`;
  }
  return expression;
}

/**
 * A data field that is one of these strings, written as the q compiler writes a match, so that the sort
 * index of a searchable field (record-indexes.ts) finds the rows.
 */
export function jsonFieldIsOneOf(path: string[], values: readonly string[]): RawBuilder<SqlBool> {
  if (values.length === 0) return FALSE;
  return sql<SqlBool>`${jsonFieldExpression(path)} in (${sql.join(values.map((value) => sql`to_jsonb(${value}::text)`))})`;
}

/** The text of a data field (`->>` on the last step): strings unquoted, other JSON as its text. */
export function jsonTextExpression(path: string[]): RawBuilder<string | null> {
  const parent = path.slice(0, -1);
  const last = path[path.length - 1];
  if (last === undefined || !IDENTIFIER.test(last))
    throw new Error(`"${path.join('.')}" is not a valid field`);
  const base = parent.length === 0 ? sql`${sql.ref('data')}` : jsonFieldExpression(parent);
  return sql<string | null>`${base} ->> ${sql.lit(last)}`;
}

// Only compiles SQL text; it never connects.
const compilerOnly = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/**
 * The exact SQL text sorting (and jsonb comparison) uses for a top-level data field, for an index:
 * `CREATE INDEX ... ON records (resource, (${dataIndexExpression('caseNumber')}), id)`.
 */
export function dataIndexExpression(field: string): string {
  return jsonFieldExpression([field]).compile(compilerOnly).sql;
}

/** Parses q and compiles it; syntax errors answer 400 INVALID_QUERY with `details.position`. */
export function compileQueryString(q: string | undefined, fields: QueryFields): Expression<SqlBool> {
  let criteria: Criterion[];
  try {
    criteria = parseQuery(q ?? '');
  } catch (error) {
    if (error instanceof QuerySyntaxError)
      throw new AppError(400, 'INVALID_QUERY', error.message, { position: error.position });
    throw error;
  }
  return compileQuery(criteria, fields);
}

/** All criteria ANDed, for `.where(...)` on `selectFrom('records')`; no criteria is `true`. */
export function compileQuery(criteria: Criterion[], fields: QueryFields): Expression<SqlBool> {
  if (criteria.length === 0) return TRUE;
  const parts = criteria.map((criterion) => compileCriterion(criterion, fields));
  if (parts.length === 1) return parts[0] as RawBuilder<SqlBool>;
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

function invalidQuery(message: string, position: number): AppError {
  return new AppError(400, 'INVALID_QUERY', message, { position });
}

/** Whether a field name means a record column (such as `createdDate`) rather than a data field. */
export function isColumnField(field: string): boolean {
  return Object.hasOwn(COLUMNS, field);
}

/** A record column by its API name, else a data path. */
function targetOf(field: string, path: string[]): Target {
  const column = Object.hasOwn(COLUMNS, field) ? COLUMNS[field] : undefined;
  return column ? { kind: 'column', ...column } : { kind: 'data', path };
}

function resolveField(field: string, path: string[], fields: QueryFields, onUnknown: () => AppError): Target {
  const target = targetOf(field, path);
  if (target.kind === 'data' && fields.allowed && !fields.allowed.includes(field)) throw onUnknown();
  return target;
}

function compileCriterion(criterion: Criterion, fields: QueryFields): RawBuilder<SqlBool> {
  if (criterion.kind === 'search')
    return compileSearch(criterion.mode, criterion.text, criterion.position, fields);
  const target = resolveField(criterion.field, criterion.path, fields, () =>
    invalidQuery(`Unknown field "${criterion.field}"`, criterion.position),
  );
  switch (criterion.kind) {
    case 'null':
      return nullCheck(target, criterion.negated);
    case 'match':
      return match(target, criterion.mode, criterion.text, criterion.negated);
    case 'in':
      return membership(target, criterion.field, criterion.items, criterion.negated);
    case 'compare': {
      const { op, value, valuePosition } = criterion;
      if (op === '=' || op === '!=') {
        const item: InItem = { value, quoted: criterion.quoted, position: valuePosition };
        return membership(target, criterion.field, [item], op === '!=');
      }
      return range(target, criterion.field, op, value, criterion.quoted, valuePosition);
    }
  }
}

function compileSearch(mode: MatchMode, text: string, position: number, fields: QueryFields) {
  if (fields.searchable.length === 0) throw invalidQuery('This resource has no searchable fields', position);
  // The searchable fields come from the resource declaration, so `allowed` does not restrict them.
  const parts = fields.searchable.map((field) => match(targetOf(field, field.split('.')), mode, text, false));
  return parts.length === 1
    ? (parts[0] as RawBuilder<SqlBool>)
    : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** Missing keys and JSON null both count as null; record columns are never null. */
function nullCheck(target: Target, negated: boolean): RawBuilder<SqlBool> {
  if (target.kind === 'column') return negated ? TRUE : FALSE;
  const value = jsonFieldExpression(target.path);
  return negated
    ? sql<SqlBool>`(${value} is not null and ${value} <> ${JSON_NULL})`
    : sql<SqlBool>`(${value} is null or ${value} = ${JSON_NULL})`;
}

function likePattern(mode: MatchMode, text: string): string {
  const escaped = text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return mode === 'contains' ? `%${escaped}%` : `${escaped}%`;
}

function textOf(target: Target): RawBuilder<unknown> {
  if (target.kind === 'data') return jsonTextExpression(target.path);
  const column = sql.ref(target.column);
  // Timestamps are matched in the ISO form the API answers them in.
  if (target.type === 'timestamp')
    return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return target.type === 'text' ? sql`${column}` : sql`${column}::text`;
}

function match(target: Target, mode: MatchMode, text: string, negated: boolean): RawBuilder<SqlBool> {
  const value = textOf(target);
  const pattern = likePattern(mode, text);
  return negated
    ? sql<SqlBool>`(${value} is null or not (${value} ilike ${pattern}))`
    : sql<SqlBool>`(${value} ilike ${pattern})`;
}

const isNumber = (value: string) => NUMBER.test(value) && Number.isFinite(Number(value));

/**
 * The jsonb values a user's value is equal to: its text, and, unless it was quoted, its number or boolean
 * when it reads as one.
 */
function jsonCandidates(value: string, quoted: boolean): RawBuilder<unknown>[] {
  const candidates = [sql`to_jsonb(${value}::text)`];
  if (quoted) return candidates;
  // jsonb numbers compare numerically, so 250.50 equals 250.5.
  if (isNumber(value)) candidates.push(sql`to_jsonb(${value}::numeric)`);
  if (value === 'true' || value === 'false') candidates.push(sql`to_jsonb(${value === 'true'}::boolean)`);
  return candidates;
}

/** `=`, `!=`, `in(...)` and `!=in(...)`; `!=` also matches rows where the field is missing or null. */
function membership(target: Target, field: string, items: InItem[], negated: boolean): RawBuilder<SqlBool> {
  const values = items.flatMap((item) => (item.value === null ? [] : [{ ...item, value: item.value }]));
  const withNull = values.length < items.length;
  if (target.kind === 'column') {
    if (values.length === 0) return negated ? TRUE : FALSE;
    const column = sql.ref(target.column);
    const params = values.map((item) => columnValue(target.type, field, item.value, item.position));
    const isIn = sql<SqlBool>`${column} in (${sql.join(params)})`;
    return negated ? sql<SqlBool>`not (${isIn})` : sql<SqlBool>`(${isIn})`;
  }
  const value = jsonFieldExpression(target.path);
  const isIn =
    values.length === 0
      ? undefined
      : sql<SqlBool>`${value} in (${sql.join(values.flatMap((item) => jsonCandidates(item.value, item.quoted)))})`;
  if (!negated) {
    const isNull = withNull ? nullCheck(target, false) : undefined;
    if (isIn && isNull) return sql<SqlBool>`(${isIn} or ${isNull})`;
    return isNull ?? sql<SqlBool>`(${isIn})`;
  }
  // NOT IN over a missing key is NULL in SQL; a user expects such a row to be "not equal".
  if (!withNull) return sql<SqlBool>`(${value} is null or not (${isIn}))`;
  const notNull = nullCheck(target, true);
  return isIn ? sql<SqlBool>`(${notNull} and not (${isIn}))` : notNull;
}

function range(
  target: Target,
  field: string,
  op: Operator,
  text: string,
  quoted: boolean,
  position: number,
): RawBuilder<SqlBool> {
  const operator = sql.raw(op);
  if (target.kind === 'column') {
    return sql<SqlBool>`(${sql.ref(target.column)} ${operator} ${columnValue(target.type, field, text, position)})`;
  }
  const value = jsonFieldExpression(target.path);
  // Compared as jsonb of one type, so an index on the field's jsonb expression serves the range.
  if (!quoted && isNumber(text))
    return sql<SqlBool>`(jsonb_typeof(${value}) = 'number' and ${value} ${operator} to_jsonb(${text}::numeric))`;
  return sql<SqlBool>`(jsonb_typeof(${value}) = 'string' and ${value} ${operator} to_jsonb(${text}::text))`;
}

/** A bound value of a record column's type; anything that does not fit answers 400, not a database error. */
function columnValue(type: ColumnType, field: string, text: string, position: number): RawBuilder<unknown> {
  switch (type) {
    case 'text':
      return sql`${text}`;
    case 'bigint':
    case 'integer':
      if (!INTEGER.test(text) || (type === 'integer' && !fitsInteger(Number(text))))
        throw invalidQuery(
          type === 'integer'
            ? `Field "${field}" expects a whole number from ${INTEGER_MIN} to ${INTEGER_MAX}`
            : `Field "${field}" expects a whole number`,
          position,
        );
      return sql`${Number(text)}::${sql.raw(type)}`;
    case 'timestamp': {
      const timestamp = normaliseTimestamp(text);
      if (!timestamp)
        throw invalidQuery(
          `Field "${field}" expects a date like 2026-01-31 or 2026-01-31T09:30:00Z`,
          position,
        );
      return sql`${timestamp}::timestamptz`;
    }
  }
}

/** ISO date or date-time; without a zone it is UTC. Undefined for anything else, e.g. 2026-02-30. */
function normaliseTimestamp(text: string): string | undefined {
  const parts = TIMESTAMP.exec(text);
  if (!parts) return undefined;
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = '', zone = 'Z'] = parts;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as number[];
  // setUTCFullYear, because Date.UTC reads the years 0–99 as 1900–1999. There is no year 0.
  const date = new Date(0);
  date.setUTCFullYear(y!, mo! - 1, d!);
  if (y === 0 || date.getUTCFullYear() !== y || date.getUTCMonth() !== mo! - 1 || date.getUTCDate() !== d)
    return undefined;
  if (h! > 23 || mi! > 59 || s! > 59 || !validZone(zone)) return undefined;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${fraction}${zone}`;
}

/** Z, or an offset of at most ±14:00 (the widest in use) with minutes below 60. */
function validZone(zone: string): boolean {
  if (zone === 'Z') return true;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  return minutes < 60 && hours * 60 + minutes <= 14 * 60;
}

/**
 * Sort parameters, each `field` or `field,asc|desc` (default asc); several parameters sort by each in
 * turn. Empty parameters are ignored.
 */
export function parseSort(sort: string | string[] | undefined, fields: QueryFields): SortKey[] {
  const params = sort === undefined ? [] : Array.isArray(sort) ? sort : [sort];
  const keys: SortKey[] = [];
  for (const param of params) {
    if (param.trim() === '') continue;
    const [name = '', direction = 'asc', ...rest] = param.split(',').map((part) => part.trim());
    const path = name.split('.');
    if (!path.every((segment) => IDENTIFIER.test(segment)))
      throw invalidSort(`Expected a field name in sort "${param}"`, param);
    // A misspelt direction is an error rather than silently ascending.
    const lower = direction.toLowerCase();
    if ((lower !== 'asc' && lower !== 'desc') || rest.length > 0)
      throw invalidSort(`Expected "asc" or "desc" after the field in sort "${param}"`, param);
    resolveField(name, path, fields, () => invalidSort(`Unknown field "${name}" in sort "${param}"`, param));
    // A field sorted by again changes no order: the first mention decides.
    if (keys.some((key) => key.field === name)) continue;
    keys.push({ field: name, path, direction: lower });
    if (keys.length > MAX_SORT_KEYS)
      throw invalidSort(`Sort by at most ${MAX_SORT_KEYS} fields; "${param}" is one more`, param);
  }
  return keys;
}

function invalidSort(message: string, sort: string): AppError {
  return new AppError(400, 'INVALID_SORT', message, { sort });
}

/** One ORDER BY item, with what keyset paging needs to compare a row against a remembered value. */
export interface OrderItem {
  expression: RawBuilder<unknown>;
  direction: SortDirection;
  /** The SQL type a value read back as text is cast to. */
  sqlType: 'jsonb' | 'bigint' | 'integer' | 'text' | 'timestamptz';
  /** A data field can be missing (SQL null); record columns never are. */
  nullable: boolean;
}

/** The ORDER BY items for the keys, ending with `id` so that paging is stable. */
export function sortExpressions(keys: SortKey[]): OrderItem[] {
  const items = keys.map((key): OrderItem => {
    const target = targetOf(key.field, key.path);
    return target.kind === 'column'
      ? {
          expression: sql`${sql.ref(target.column)}`,
          direction: key.direction,
          sqlType: target.type === 'timestamp' ? 'timestamptz' : target.type,
          nullable: false,
        }
      : {
          expression: jsonFieldExpression(target.path),
          direction: key.direction,
          sqlType: 'jsonb',
          nullable: true,
        };
  });
  // Sorting by id already orders every row; otherwise id breaks ties in the first key's direction.
  if (!keys.some((key) => key.field === 'id'))
    items.push({
      expression: sql`${sql.ref('id')}`,
      direction: keys[0]?.direction ?? 'asc',
      sqlType: 'bigint',
      nullable: false,
    });
  return items;
}

export function applySort<TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  keys: SortKey[],
): SelectQueryBuilder<DB, TB, O> {
  return sortExpressions(keys).reduce(
    (ordered, { expression, direction }) => ordered.orderBy(expression, direction),
    query,
  );
}
