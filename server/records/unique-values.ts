// Form.io's `unique` setting (the builder's Validation tab, "Unique"), honoured on the server: a value of a
// field the resource's form marks unique may be held by one live record of the resource at a time. Form.io
// checks it against its own database only; here it is checked in the write's transaction, behind a lock
// per resource, field and value (a transaction-level advisory lock, held until the write commits or rolls
// back), so that two writes of the same value take turns and the second sees the first's record: no race
// leaves two. A field inside a grid (one value per row) is not checked. A record keeping a value it already
// had is not checked again, so records stored before the setting was turned on can still be changed.
import isEqual from 'lodash/isEqual';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { FormComponent } from '../../schemas/form-definition';
import { eachComponent, isArrayContainer } from '../../runtime/core/form-tree';
import type { DB } from '../db/schema';
import { badRequest } from '../errors';
import { lockKeys } from './advisory-locks';
import { jsonFieldExpression } from './query/q-compiler';
import type { FieldProblem } from './validate-submission';

export interface UniqueField {
  /** Data path of the field's value. */
  path: string[];
  label: string;
}

/** The fields of a form marked `unique`, outside grids. */
export function uniqueFields(components: readonly FormComponent[]): UniqueField[] {
  const grids: string[] = [];
  const fields: UniqueField[] = [];
  eachComponent(components, ({ component, pointer, dataPath }) => {
    if (component === null || typeof component !== 'object') return;
    const inGrid = grids.some((grid) => pointer.startsWith(`${grid}/`));
    if (isArrayContainer(component)) grids.push(pointer);
    if (inGrid || component.unique !== true || !component.key || component.input === false) return;
    const label = typeof component.label === 'string' && component.label ? component.label : component.key;
    fields.push({ path: dataPath, label });
  });
  return fields;
}

const valueAt = (data: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (holder, key) =>
      holder !== null && typeof holder === 'object' ? (holder as Record<string, unknown>)[key] : undefined,
    data,
  );

/** As Form.io's rule: an empty value (nothing, '', 0, false, {}) is never a conflict. */
const isEmpty = (value: unknown) =>
  !value || (typeof value === 'object' && Object.keys(value as object).length === 0);

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The field's jsonb value; for plain keys the expression of its sort index, which then serves the lookup. */
function fieldExpression(path: readonly string[]): RawBuilder<unknown> {
  if (path.every((key) => IDENTIFIER.test(key))) return jsonFieldExpression([...path]);
  return path.reduce<RawBuilder<unknown>>(
    (expression, key) => sql`${expression} -> ${key}`,
    sql`${sql.ref('data')}`,
  );
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export interface UniqueCheck {
  resource: string;
  components: readonly FormComponent[];
  /** The data about to be stored. */
  data: Record<string, unknown>;
  /** The record being changed: its own values are no conflict, and a value it already holds is not checked. */
  record?: { id: number; data: Record<string, unknown> } | undefined;
}

/**
 * Refuses (400 VALIDATION_FAILED, a problem at each field) data holding a value of a unique field that
 * another live record of the resource holds. Call it inside the write's transaction, before the write: the
 * locks it takes are held until the transaction ends.
 */
export async function assertUniqueValues(trx: Kysely<DB>, check: UniqueCheck): Promise<void> {
  const fields = uniqueFields(check.components)
    .map((field) => ({ ...field, value: valueAt(check.data, field.path) }))
    .filter(
      ({ path, value }) =>
        !isEmpty(value) && !(check.record && isEqual(valueAt(check.record.data, path), value)),
    );
  if (fields.length === 0) return;
  const lockKey = (field: (typeof fields)[number]) =>
    JSON.stringify([check.resource, field.path, field.value]);
  await lockKeys(trx, fields.map(lockKey));
  const problems: FieldProblem[] = [];
  for (const field of fields) {
    let query = trx
      .selectFrom('records')
      .select('id')
      .where('resource', '=', check.resource)
      .where('deleted', '=', false)
      .where(fieldExpression(field.path), '=', sql`cast(${JSON.stringify(field.value)} as jsonb)`);
    if (check.record) query = query.where('id', '!=', check.record.id);
    if (await query.limit(1).executeTakeFirst()) {
      problems.push({
        path: field.path.join('.'),
        rule: 'unique',
        message: `${field.label} must be unique: "${shown(field.value)}" is already taken.`,
      });
    }
  }
  if (problems.length > 0) throw badRequest('VALIDATION_FAILED', 'The record is not valid', problems);
}
