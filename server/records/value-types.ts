// The JSON type of each value, checked before any rule (issue 20 point 2): a value must have the type
// Form.io's renderer produces for its component. Nothing is coerced except what a component's own
// dataType declares; values of components that are not persistent are removed.
import type { FormComponent } from '../../schemas/form-definition';
import type { FieldProblem } from './validate-submission';

type Data = Record<string, unknown>;
type Kind = 'string' | 'number' | 'boolean' | 'object' | 'any';

const isObject = (value: unknown): value is Data =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The kind of a single value of each standard Form.io input type; other types are not checked. */
const KINDS: Record<string, Kind> = {
  textfield: 'string',
  textarea: 'string',
  password: 'string',
  email: 'string',
  url: 'string',
  phoneNumber: 'string',
  signature: 'string',
  time: 'string',
  datetime: 'string',
  day: 'string',
  number: 'number',
  currency: 'number',
  checkbox: 'boolean',
  button: 'boolean',
  hidden: 'any',
};

/** Components whose value is a list of rows (objects). */
export const ARRAY_OF_ROWS: ReadonlySet<string> = new Set(['datagrid', 'editgrid', 'tagpad']);
const OBJECT_VALUES = new Set(['container', 'form', 'survey', 'datamap', 'selectboxes']);
const LAYOUTS_WITH_ITEMS = ['columns', 'rows'];

/** The longest web address a url field takes. */
export const MAX_URL_LENGTH = 2048;

/**
 * The decimals a number may carry: a currency's cents (2 unless its decimalLimit says otherwise), a
 * number's decimalLimit when it has one. Form.io's renderer rounds what is typed; its server does not
 * check, so an amount of 10.999 would be stored and shown as 11.00.
 */
function decimalLimit(component: FormComponent): number | undefined {
  const limit = component.decimalLimit;
  if (typeof limit === 'number' && Number.isInteger(limit) && limit >= 0) return limit;
  return component.type === 'currency' ? 2 : undefined;
}

/** Whether a number has no more than `decimals` decimal places (within floating point's error). */
function fitsDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) <= 1e-9 * Math.max(1, Math.abs(scaled));
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Applies a declared dataType (select, radio); undefined when the value cannot take that type. */
function declaredType(component: FormComponent, value: unknown): unknown {
  switch (component.dataType) {
    case 'string':
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      return value === 'true' ? true : value === 'false' ? false : undefined;
    default:
      return value;
  }
}

/** The fixed values of a radio or of a select whose options are written in the form. */
function fixedValues(component: FormComponent): unknown[] | undefined {
  const list =
    component.type === 'radio'
      ? component.values
      : component.type === 'select' && (component.dataSrc ?? 'values') === 'values'
        ? (component.data as { values?: unknown } | undefined)?.values
        : undefined;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  return list.map((option) => declaredType(component, (option as { value?: unknown })?.value));
}

class ValueChecker {
  readonly problems: FieldProblem[] = [];

  private fail(path: string, message: string): undefined {
    this.problems.push({ path, rule: 'type', message });
    return undefined;
  }

  /** Checks one item (a value, or an item of a multiple value); returns it with any declared coercion. */
  private item(component: FormComponent, value: unknown, path: string): unknown {
    const label = String(component.label ?? component.key);
    if (component.type === 'select' || component.type === 'radio') {
      if (value === '') return value; // empty, as the renderer sends an unanswered choice
      const typed = declaredType(component, value);
      if (typed === undefined || (typeof typed === 'object' && component.type === 'radio'))
        return this.fail(path, `${label} must be a ${String(component.dataType ?? 'string')}`);
      const allowed = fixedValues(component);
      // The renderer's auto dataType may turn "1" into 1: the same scalar in either spelling matches.
      const same = (option: unknown) =>
        option === typed ||
        (typeof typed !== 'object' && typeof option !== 'object' && String(option) === String(typed));
      if (allowed && !allowed.some(same)) return this.fail(path, `${label} must be one of the listed values`);
      return typed;
    }
    if (component.type === 'tags' && component.storeas === 'array' && !component.multiple) {
      if (!Array.isArray(value) || value.some((tag) => typeof tag !== 'string'))
        return this.fail(path, `${label} must be a list of strings`);
      return value;
    }
    const kind = component.type === 'tags' ? 'string' : KINDS[component.type];
    if (kind === 'any') return value;
    if (kind && kindOf(value) !== kind) return this.fail(path, `${label} must be a ${kind}`);
    const decimals = kind === 'number' ? decimalLimit(component) : undefined;
    if (decimals !== undefined && !fitsDecimals(value as number, decimals))
      return this.fail(path, `${label} must have at most ${decimals} decimal places`);
    if (component.type === 'file' && !(Array.isArray(value) && value.every(isObject)))
      return this.fail(path, `${label} must be a list of files`);
    // Form.io's URL check backtracks on long text (seconds for 80 KB, growing with its square): a longer
    // value is refused before that check sees it.
    if (component.type === 'url' && typeof value === 'string' && value.length > MAX_URL_LENGTH)
      return this.fail(path, `${label} must be a web address of at most ${MAX_URL_LENGTH} characters`);
    return value;
  }

  /** Form.io's server checks lengths of a single string only; its renderer checks each item of a list. */
  private itemLength(component: FormComponent, item: unknown, path: string): void {
    const rules = (component.validate ?? {}) as { minLength?: unknown; maxLength?: unknown };
    if (typeof item !== 'string' || item === '') return;
    const label = String(component.label ?? component.key);
    const max = Number(rules.maxLength);
    const min = Number(rules.minLength);
    if (max > 0 && item.length > max)
      this.problems.push({
        path,
        rule: 'maxLength',
        message: `${label} must have no more than ${max} characters.`,
      });
    if (min > 0 && item.length < min)
      this.problems.push({
        path,
        rule: 'minLength',
        message: `${label} must have at least ${min} characters.`,
      });
  }

  /** Checks the value of one input component, null and a missing value being empty. */
  private value(component: FormComponent, data: Data, prefix: string): void {
    const key = component.key!;
    const path = `${prefix}${key}`;
    const value = data[key];
    if (value === undefined || value === null) return;
    if (ARRAY_OF_ROWS.has(component.type)) {
      if (!Array.isArray(value))
        return void this.fail(path, `${String(component.label ?? key)} must be a list`);
      value.forEach((row, index) => {
        if (!isObject(row)) return void this.fail(`${path}[${index}]`, 'each row must be an object');
        this.walk(component.components as FormComponent[] | undefined, row, `${path}[${index}].`);
      });
      return;
    }
    if (OBJECT_VALUES.has(component.type)) {
      if (!isObject(value))
        return void this.fail(path, `${String(component.label ?? key)} must be an object`);
      if (component.type === 'container')
        this.walk(component.components as FormComponent[], value, `${path}.`);
      if (component.type === 'selectboxes' && Object.values(value).some((box) => typeof box !== 'boolean'))
        this.fail(path, `${String(component.label ?? key)} must map each option to true or false`);
      return;
    }
    if (component.multiple && component.type !== 'file') {
      if (!Array.isArray(value))
        return void this.fail(path, `${String(component.label ?? key)} must be a list`);
      data[key] = value.map((item, index) => this.item(component, item, `${path}[${index}]`));
      value.forEach((item, index) => this.itemLength(component, item, `${path}[${index}]`));
      return;
    }
    const checked = this.item(component, value, path);
    if (checked !== undefined) data[key] = checked;
  }

  /** Walks a component list over the data object its values live in. */
  walk(components: readonly FormComponent[] | undefined, data: Data, prefix = ''): void {
    for (const component of components ?? []) {
      if (!component || typeof component !== 'object') continue;
      const hasValue = component.input !== false && typeof component.key === 'string' && component.key !== '';
      if (hasValue && (component.persistent === false || component.type === 'screen-config')) {
        delete data[component.key!];
        continue;
      }
      if (
        hasValue &&
        (KINDS[component.type] ||
          ARRAY_OF_ROWS.has(component.type) ||
          OBJECT_VALUES.has(component.type) ||
          ['select', 'radio', 'tags', 'file'].includes(component.type))
      ) {
        this.value(component, data, prefix);
        continue;
      }
      // Layout (panels, tabs, columns, tables, wells, fieldsets) and our own components: their children
      // keep their values in the same data object.
      if (Array.isArray(component.components)) {
        const items = component.type === 'tabs' ? component.components : [component];
        for (const item of items as FormComponent[])
          this.walk(item?.components as FormComponent[], data, prefix);
      }
      for (const name of LAYOUTS_WITH_ITEMS) {
        const items = component[name];
        if (!Array.isArray(items)) continue;
        for (const item of items.flat() as { components?: FormComponent[] }[])
          this.walk(item?.components, data, prefix);
      }
    }
  }
}

/** Checks the JSON type of every value in place (coercing only what dataType declares). */
export function checkValueTypes(components: readonly FormComponent[], data: Data): FieldProblem[] {
  const checker = new ValueChecker();
  checker.walk(components, data);
  return checker.problems;
}
