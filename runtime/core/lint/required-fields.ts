// The fields a record write must carry: the required fields of the form that validates a resource's
// records (server/records/validate-submission.ts runs Form.io's processors over it), less those the server
// fills or skips itself. Only these paths go into the lint catalogue, not the forms.
import type { FormComponent } from '../../../schemas/form-definition';
import { eachComponent, isArrayContainer } from '../form-tree';
import type { LintCatalogue } from './lint-rule';

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** A condition that may hide the component, in which case Form.io does not validate it. */
function mayBeHidden(component: FormComponent): boolean {
  if (component.hidden === true && component.validateWhenHidden !== true) return true;
  if (hasText(component.customConditional)) return true;
  const conditional = component.conditional as
    { show?: unknown; when?: unknown; json?: unknown; conditions?: unknown } | undefined;
  if (!conditional || typeof conditional !== 'object') return false;
  return (
    hasText(conditional.when) ||
    (Array.isArray(conditional.conditions) && conditional.conditions.length > 0) ||
    (conditional.json !== undefined && conditional.json !== null && conditional.json !== '')
  );
}

/**
 * Whether the server gives the field a value when a write leaves it out (Form.io's server processors): a
 * default value (not for number fields, which the server leaves empty), a custom default, or a value
 * calculated on the server (`calculateServer`).
 */
function filledByServer(component: FormComponent): boolean {
  const numeric = component.type === 'number' || component.type === 'currency';
  if (!numeric && component.defaultValue !== undefined && component.defaultValue !== null) {
    const value = component.defaultValue;
    if (value !== '' && value !== false && !(Array.isArray(value) && value.length === 0)) return true;
  }
  if (hasText(component.customDefaultValue)) return true;
  return hasText(component.calculateValue) && component.calculateServer === true;
}

/**
 * The data paths (`caseNumber`, `offender.name`) of a form's required fields that a write must send:
 * input fields with `validate.required`, kept in the submission, never hidden by a condition (on them or
 * on a component around them), not filled by the server, and not inside a grid's rows (rows are checked
 * only when there are some).
 */
export function requiredDataPaths(components: readonly FormComponent[]): string[] {
  const paths: string[] = [];
  // Pointers of components whose content is left out: possibly hidden, or rows of a grid.
  const skipped: string[] = [];
  eachComponent(components, ({ component, pointer, dataPath }) => {
    if (!component || typeof component !== 'object') return;
    if (skipped.some((outer) => pointer.startsWith(`${outer}/`))) return;
    if (mayBeHidden(component) || isArrayContainer(component)) {
      skipped.push(pointer);
      return;
    }
    const validate = component.validate as { required?: unknown } | undefined;
    if (validate?.required !== true || !component.key) return;
    if (component.input === false || component.type === 'screen-config' || component.type === 'button')
      return;
    if (component.persistent === false || component.persistent === 'client-only') return;
    if (filledByServer(component)) return;
    paths.push(dataPath.join('.'));
  });
  return [...new Set(paths)];
}

/** The catalogue's resourceForms: for each resource whose form is found, that form's required paths. */
export function resourceForms(
  resources: readonly { name: string; formId: string }[],
  componentsOf: (formId: string) => readonly FormComponent[] | undefined,
): NonNullable<LintCatalogue['resourceForms']> {
  const forms: Record<string, { formId: string; requiredFields: string[] }> = {};
  for (const { name, formId } of resources) {
    const components = componentsOf(formId);
    if (components) forms[name] = { formId, requiredFields: requiredDataPaths(components) };
  }
  return forms;
}
