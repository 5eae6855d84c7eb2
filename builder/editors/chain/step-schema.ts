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
  return { type: 'object', properties, required };
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
