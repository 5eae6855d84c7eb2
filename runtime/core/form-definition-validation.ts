// Validates a form before it is saved or imported: the envelope, then the settings of each of our own
// component types (schemas/component-settings.ts). Form.io's own components pass as they are.
import { componentSettingsSchemas } from '../../schemas/component-settings';
import { FormDefinitionInput, type FormComponent, type FormDefinition } from '../../schemas/form-definition';
import { formProperties } from './form-properties';
import { eachComponent } from './form-tree';
import { checkSchema, type SchemaProblem } from './schema-validator';

export type FormValidationResult =
  { ok: true; form: FormDefinition } | { ok: false; problems: SchemaProblem[] };

function decodeComponents(components: unknown[]): { components?: FormComponent[]; problem?: SchemaProblem } {
  if (typeof components[0] !== 'string') return { components: components as FormComponent[] };
  try {
    const decoded = JSON.parse(components[0]) as unknown;
    if (!Array.isArray(decoded))
      return { problem: { path: '/components/0', message: 'must be the JSON text of a list' } };
    return { components: decoded as FormComponent[] };
  } catch (error) {
    return { problem: { path: '/components/0', message: `is not valid JSON: ${(error as Error).message}` } };
  }
}

export function validateFormDefinition(input: unknown): FormValidationResult {
  const envelopeProblems = checkSchema(FormDefinitionInput, input);
  if (envelopeProblems.length > 0) return { ok: false, problems: envelopeProblems };
  const envelope = input as FormDefinitionInput;
  const decoded = decodeComponents(envelope.components);
  if (!decoded.components) return { ok: false, problems: [decoded.problem!] };

  const problems: SchemaProblem[] = [];
  const counts = new Map<string, number>();
  eachComponent(decoded.components, ({ component, pointer }) => {
    if (typeof component?.type !== 'string') {
      problems.push({ path: `/components${pointer}/type`, message: 'type is required' });
      return;
    }
    const settings = componentSettingsSchemas.find((entry) => entry.type === component.type);
    if (!settings) return;
    problems.push(...checkSchema(settings.schema, component, `/components${pointer}`));
    const count = (counts.get(settings.type) ?? 0) + 1;
    counts.set(settings.type, count);
    if (settings.single && count > 1) {
      problems.push({
        path: `/components${pointer}`,
        message: `only one ${settings.type} component is allowed`,
      });
    }
  });
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    form: {
      id: envelope.id,
      name: envelope.name,
      category: envelope.category,
      ...formProperties(envelope),
      components: decoded.components,
    },
  };
}
