// For the client-bypass family: every validator a form declares, read from its components, and a value
// that breaks it. Data grids and edit grids are walked into: their rules are broken in the first row.
import { eachComponent, isArrayContainer } from '../../runtime/core/form-tree';
import type { FormComponent } from '../../schemas/form-definition';

export interface Violation {
  /** The data path as the server names it ("amount", "instalmentPlan.events[0].status"). */
  path: string;
  rule: string;
  /** Writes the breaking value into a copy of valid data. */
  apply(data: Record<string, unknown>): void;
}

interface Rules {
  required?: boolean;
  pattern?: string;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
}

/** Layout types whose key is not part of the data path. */
const LAYOUT = new Set([
  'panel',
  'columns',
  'fieldset',
  'well',
  'table',
  'tabs',
  'screen-config',
  'button',
  'htmlelement',
  'content',
]);

type Segment = { key: string; grid: boolean };

/** Breaks a required rule by leaving the value out. */
const REMOVE = Symbol('remove');

function setAt(data: Record<string, unknown>, segments: Segment[], value: unknown | typeof REMOVE): void {
  let node: Record<string, unknown> = data;
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (last) {
      if (value === REMOVE) delete node[segment.key];
      else node[segment.key] = value;
      return;
    }
    const next = node[segment.key];
    if (segment.grid) {
      const rows = Array.isArray(next) && next.length > 0 ? next : [{}];
      node[segment.key] = rows;
      node = rows[0] as Record<string, unknown>;
    } else {
      node[segment.key] = next && typeof next === 'object' ? next : {};
      node = node[segment.key] as Record<string, unknown>;
    }
  });
}

const pathOf = (segments: Segment[]) =>
  segments
    .map((segment, index) => (index > 0 ? '.' : '') + segment.key + (segment.grid ? '[0]' : ''))
    .join('');

/** Values that break each rule of one input component. */
function brokenValues(
  component: FormComponent & Record<string, unknown>,
): { rule: string; value: unknown }[] {
  const rules = (component.validate ?? {}) as Rules;
  const broken: { rule: string; value: unknown }[] = [];
  if (rules.required) broken.push({ rule: 'required', value: REMOVE });
  if (rules.pattern) broken.push({ rule: `pattern ${rules.pattern}`, value: 'does not match !' });
  if (typeof rules.min === 'number') broken.push({ rule: `min ${rules.min}`, value: rules.min - 1 });
  if (typeof rules.max === 'number') broken.push({ rule: `max ${rules.max}`, value: rules.max + 1 });
  if (typeof rules.minLength === 'number' && !isArrayContainer(component) && rules.minLength > 1)
    broken.push({ rule: `minLength ${rules.minLength}`, value: 'x'.repeat(rules.minLength - 1) });
  if (typeof rules.maxLength === 'number')
    broken.push({ rule: `maxLength ${rules.maxLength}`, value: 'x'.repeat(rules.maxLength + 1) });
  const values =
    (component.data as { values?: unknown[] } | undefined)?.values ??
    (component.values as unknown[] | undefined);
  if (
    (component.type === 'select' || component.type === 'radio') &&
    Array.isArray(values) &&
    values.length > 0
  )
    broken.push({ rule: 'one of the listed values', value: 'not-a-listed-value' });
  if (component.type === 'email') broken.push({ rule: 'email', value: 'not an email' });
  if (component.type === 'day') broken.push({ rule: 'day', value: '13/45/2026' });
  if (component.type === 'datetime') broken.push({ rule: 'date', value: 'not a date' });
  return broken;
}

/**
 * Every validator of the form's components, with a value breaking it. `taken` answers the value another
 * record holds at a data path, which breaks a field marked `unique` (outside grids); none, no such case.
 */
export function formViolations(
  components: FormComponent[],
  taken: (path: string) => unknown = () => undefined,
): Violation[] {
  const violations: Violation[] = [];
  const grids = new Set<string>();
  eachComponent(components, ({ component, dataPath }) => {
    if (!component.key || LAYOUT.has(component.type) || component.input === false) return;
    if (isArrayContainer(component)) grids.add(dataPath.join('.'));
    const segments = dataPath.map((key, index) => ({
      key,
      grid: index < dataPath.length - 1 && grids.has(dataPath.slice(0, index + 1).join('.')),
    }));
    for (const { rule, value } of brokenValues(component as FormComponent & Record<string, unknown>))
      violations.push({ path: pathOf(segments), rule, apply: (data) => setAt(data, segments, value) });
    const held =
      component.unique === true && !segments.some((segment) => segment.grid)
        ? taken(pathOf(segments))
        : undefined;
    if (held !== undefined && held !== null)
      violations.push({
        path: pathOf(segments),
        rule: 'unique',
        apply: (data) => setAt(data, segments, held),
      });
  });
  return violations;
}
