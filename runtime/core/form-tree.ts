// Walking a Form.io component tree and the wire format of a form (spec 000 §3).
import type { FormComponent, FormDefinition, FormDefinitionWire } from '../../schemas/form-definition';
import { formProperties } from './form-properties';

/** Component types whose value nests the values of their children under their own key. */
const OBJECT_CONTAINERS = new Set(['container', 'form']);
const ARRAY_CONTAINERS = new Set(['datagrid', 'editgrid', 'tagpad', 'datatable']);

export interface VisitedComponent {
  component: FormComponent;
  /** JSON pointer of the component inside the component list, for error messages. */
  pointer: string;
  /** Data path of the component's value (keys of enclosing data containers, then its own key). */
  dataPath: string[];
}

/** Visits every component depth first: panels, columns, tables and data containers included. */
export function eachComponent(
  components: readonly FormComponent[],
  visit: (visited: VisitedComponent) => void,
  pointer = '',
  dataPath: string[] = [],
): void {
  components.forEach((component, index) => {
    const here = `${pointer}/${index}`;
    // A definition not validated yet may hold anything: the visitor sees it (validation names it), and
    // only objects are walked into.
    if (component === null || typeof component !== 'object') {
      visit({ component, pointer: here, dataPath });
      return;
    }
    const ownPath = component.key ? [...dataPath, component.key] : dataPath;
    visit({ component, pointer: here, dataPath: ownPath });
    const childPath =
      OBJECT_CONTAINERS.has(component.type) || ARRAY_CONTAINERS.has(component.type) ? ownPath : dataPath;
    /** Tab items, columns and table cells ({ components }) are containers without a type: walk only their contents. */
    const walkItems = (items: unknown[], base: string) =>
      items.forEach((item, i) => {
        const inner = (item as { components?: FormComponent[] } | null)?.components;
        if (Array.isArray(inner)) eachComponent(inner, visit, `${base}/${i}/components`, childPath);
      });
    const children = component.components;
    if (component.type === 'tabs' && Array.isArray(children)) walkItems(children, `${here}/components`);
    else if (Array.isArray(children))
      eachComponent(children as FormComponent[], visit, `${here}/components`, childPath);
    if (Array.isArray(component.columns)) walkItems(component.columns, `${here}/columns`);
    // Table rows are lists of cells, each a container like a column.
    if (Array.isArray(component.rows))
      component.rows.forEach((row: unknown, r) => {
        if (Array.isArray(row)) walkItems(row, `${here}/rows/${r}`);
      });
  });
}

export function isArrayContainer(component: FormComponent): boolean {
  return ARRAY_CONTAINERS.has(component.type);
}

export function findComponentByType(
  components: readonly FormComponent[],
  type: string,
): FormComponent | undefined {
  let found: FormComponent | undefined;
  eachComponent(components, ({ component }) => {
    if (!found && component.type === type) found = component;
  });
  return found;
}

/** Decodes the wire format, where components[0] is the JSON text of the component list. */
export function decodeFormDefinition(wire: FormDefinitionWire): FormDefinition {
  const text = wire.components[0];
  const components = JSON.parse(text) as unknown;
  if (!Array.isArray(components)) throw new Error(`Form ${wire.id}: components[0] is not a JSON list`);
  return {
    id: wire.id,
    name: wire.name,
    category: wire.category,
    ...formProperties(wire),
    components: components as FormComponent[],
  };
}

export function encodeFormDefinition(form: FormDefinition): FormDefinitionWire {
  return {
    id: form.id,
    name: form.name,
    category: form.category,
    ...formProperties(form),
    components: [JSON.stringify(form.components)],
  };
}
