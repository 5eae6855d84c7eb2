// A step's settings form is the step schema narrowed to the settings its type uses; a new step starts
// with its type and those settings' required parts, and so does a step given another type.
import type { ActionDialect } from '../../../runtime/core/actions/define-action';
import { initialValue, type JsonSchema } from '../json-schema';
import { commonFields, typeProperty, typeSpecificFields } from './step-fields';

export function stepSettingsSchema(itemSchema: JsonSchema, dialect: ActionDialect, type: string): JsonSchema {
  const specific = typeSpecificFields(dialect, type);
  const names = [...commonFields(dialect), ...specific];
  const properties: Record<string, JsonSchema> = {};
  for (const name of names) {
    const property = itemSchema.properties?.[name];
    if (property) properties[name] = property;
  }
  // Configuration objects of the chosen type are shown open (not behind an "Add" button).
  const required = names.filter(
    (name) =>
      itemSchema.required?.includes(name) || (specific.includes(name) && properties[name]?.type === 'object'),
  );
  for (const name of specific) if (properties[name]) properties[name] = defaultsRequired(properties[name]);
  return { type: 'object', properties, required };
}

/**
 * A configuration object whose settings with a default are required in the editor: a step states them
 * (a call's method, POST by default, spec 000 §5 "url and method required"), and a new step starts with
 * the default. A stored step without one is still valid: it runs with the default.
 */
function defaultsRequired(schema: JsonSchema): JsonSchema {
  if (schema.type !== 'object' || !schema.properties) return schema;
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, property]) => [name, defaultsRequired(property)]),
  );
  const defaulted = Object.keys(properties).filter(
    (name) => properties[name]?.default !== undefined && !schema.required?.includes(name),
  );
  return { ...schema, properties, required: [...(schema.required ?? []), ...defaulted] };
}

export function newStep(
  itemSchema: JsonSchema,
  dialect: ActionDialect,
  type: string,
  existingNames: readonly string[],
): Record<string, unknown> {
  const step: Record<string, unknown> = {};
  if (dialect === 'chain') {
    let n = 1;
    while (existingNames.includes(`${type}${n}`)) n += 1;
    step.actionName = `${type}${n}`;
  }
  return retypedStep(itemSchema, dialect, step, type);
}

/**
 * A step given another type: the new type's configuration objects it lacks start as a new step's do, so
 * the step does not save without what its type needs; what it holds is kept.
 */
export function retypedStep(
  itemSchema: JsonSchema,
  dialect: ActionDialect,
  step: Record<string, unknown>,
  type: string,
): Record<string, unknown> {
  const retyped: Record<string, unknown> = { [typeProperty(dialect)]: type, ...step };
  retyped[typeProperty(dialect)] = type;
  const schema = stepSettingsSchema(itemSchema, dialect, type);
  for (const name of typeSpecificFields(dialect, type)) {
    const property = schema.properties?.[name];
    if (property && schema.required?.includes(name) && retyped[name] === undefined)
      retyped[name] = initialValue(property);
  }
  return retyped;
}
