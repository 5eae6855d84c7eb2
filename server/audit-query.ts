// Filters and sorts of the audit log list: the records' q language (docs/q-language.md) over the log's
// own columns, so the smart table's search, filter panel and advanced filters work on it unchanged.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { AppError } from './errors';
import { parseQuery, QuerySyntaxError, type Criterion, type MatchMode } from '../runtime/core/q-parser';

type FieldType = 'id' | 'time' | 'text';

const FIELDS: Record<string, { column: string; type: FieldType }> = {
  id: { column: 'id', type: 'id' },
  at: { column: 'at', type: 'time' },
  actorId: { column: 'actor_id', type: 'text' },
  actorName: { column: 'actor_name', type: 'text' },
  action: { column: 'action', type: 'text' },
  target: { column: 'target', type: 'text' },
  ip: { column: 'ip', type: 'text' },
};
/** What a bare `(%text%)` or `[text)` searches. */
const SEARCHED = ['actorName', 'action', 'target'];
const SORTABLE = ['id', 'at', 'actorName', 'action', 'target'];

const invalidQuery = (message: string, position: number) =>
  new AppError(400, 'INVALID_QUERY', message, { position });

function field(name: string, position: number): { column: string; type: FieldType } {
  const found = Object.hasOwn(FIELDS, name) ? FIELDS[name] : undefined;
  if (!found)
    throw invalidQuery(
      `Unknown field "${name}": the audit log filters on ${Object.keys(FIELDS).join(', ')}`,
      position,
    );
  return found;
}

/** Times are matched in the ISO form the API answers them in (UTC). */
function textOf(name: string): RawBuilder<string> {
  const { column, type } = FIELDS[name]!;
  if (type === 'time')
    return sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return type === 'id' ? sql`${sql.ref(column)}::text` : sql`${sql.ref(column)}`;
}

function match(name: string, mode: MatchMode, text: string, negated: boolean): RawBuilder<SqlBool> {
  const escaped = text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const pattern = mode === 'contains' ? `%${escaped}%` : `${escaped}%`;
  const value = textOf(name);
  return negated
    ? sql<SqlBool>`(${value} is null or not (${value} ilike ${pattern}))`
    : sql<SqlBool>`(${value} ilike ${pattern})`;
}

/** A value typed for its column: ids as whole numbers, times as dates, text as is. */
function typedValue(type: FieldType, name: string, value: string, position: number): RawBuilder<unknown> {
  if (type === 'id') {
    if (!/^\d{1,15}$/.test(value)) throw invalidQuery(`Field "${name}" expects a whole number`, position);
    return sql`${Number(value)}`;
  }
  if (type === 'time') {
    // Year 0 parses in JavaScript but not in PostgreSQL, whose years start at 1.
    if (
      !/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) ||
      !(new Date(value).getUTCFullYear() >= 1)
    )
      throw invalidQuery(`Field "${name}" expects a date like 2026-01-31 or 2026-01-31T09:30:00Z`, position);
    return sql`${new Date(value).toISOString()}::timestamptz`;
  }
  return sql`${value}`;
}

function compileCriterion(criterion: Criterion): RawBuilder<SqlBool> {
  if (criterion.kind === 'search') {
    const parts = SEARCHED.map((name) => match(name, criterion.mode, criterion.text, false));
    return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
  }
  const { column, type } = field(criterion.field, criterion.position);
  const ref = sql.ref(column);
  switch (criterion.kind) {
    case 'null':
      return criterion.negated ? sql<SqlBool>`(${ref} is not null)` : sql<SqlBool>`(${ref} is null)`;
    case 'match':
      return match(criterion.field, criterion.mode, criterion.text, criterion.negated);
    case 'in': {
      const values = criterion.items.map((item) =>
        item.value === null ? sql`null` : typedValue(type, criterion.field, item.value, item.position),
      );
      const inList = sql<SqlBool>`(${ref} in (${sql.join(values)}))`;
      return criterion.negated ? sql<SqlBool>`(${ref} is null or not ${inList})` : inList;
    }
    case 'compare': {
      const value = typedValue(type, criterion.field, criterion.value, criterion.valuePosition);
      if (criterion.op === '!=') return sql<SqlBool>`(${ref} is null or ${ref} <> ${value})`;
      return sql<SqlBool>`(${ref} ${sql.raw(criterion.op)} ${value})`;
    }
  }
}

/** q parsed and compiled for `.where(...)` on `selectFrom('audit_log')`; 400 INVALID_QUERY when wrong. */
export function auditLogFilter(q: string | undefined): Expression<SqlBool> {
  let criteria: Criterion[];
  try {
    criteria = parseQuery(q ?? '');
  } catch (error) {
    if (error instanceof QuerySyntaxError) throw invalidQuery(error.message, error.position);
    throw error;
  }
  if (criteria.length === 0) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.join(criteria.map(compileCriterion), sql` and `)})`;
}

/** `field,asc|desc` for a sortable column, then newest first; 400 INVALID_SORT otherwise. */
export function auditLogOrder(sort: string | undefined): RawBuilder<unknown> {
  const [name = '', direction = 'asc'] = (sort ?? '').split(',').map((part) => part.trim());
  if (!name) return sql`id desc`;
  if (!SORTABLE.includes(name) || !['asc', 'desc'].includes(direction.toLowerCase()))
    throw new AppError(
      400,
      'INVALID_SORT',
      `The audit log sorts by ${SORTABLE.join(', ')}, ascending (asc) or descending (desc)`,
      { sort },
    );
  return sql`${sql.ref(FIELDS[name]!.column)} ${sql.raw(direction.toLowerCase())}, id desc`;
}
