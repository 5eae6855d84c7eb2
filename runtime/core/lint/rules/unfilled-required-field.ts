// A screen whose submissionUrl writes a record of a declared resource (`/court-fines`, or
// `/court-fines/{{ data.id }}`) is validated by the server against the resource's form, not against the
// screen: a field required there that nothing on this screen fills makes every submission answer 400.
// Screens that load their record first (retrievalUrl, an initialization step into `*`) send its fields
// back, and a beforeSubmitHook may reshape the data, so those are not checked. Data can arrive in other
// ways too, hence a warning.
import { toApiUrl } from '../../api-url';
import { eachComponent } from '../../form-tree';
import { STORING_SETTINGS } from '../form-keys';
import { eachFormString } from '../form-values';
import { defineLintRule } from '../lint-rule';
import { resourceOfUrl } from './undeclared-resource';

/** The resource whose records a submission URL writes: `/{resource}` or `/{resource}/{id}`. */
export function writtenResource(url: string): string | undefined {
  const resource = resourceOfUrl(url);
  if (resource === undefined) return undefined;
  const rest = (toApiUrl(url.trim()).split(/[?#]/)[0] ?? '').slice(`/api/${resource}`.length);
  return /^(\/[^/]+)?\/?$/.test(rest) ? resource : undefined;
}

const OBJECT_CONTAINERS = new Set(['container', 'form']);
const covers = (written: string, required: string) =>
  written === required || required.startsWith(`${written}.`) || written.startsWith(`${required}.`);

export const unfilledRequiredField = defineLintRule({
  id: 'unfilled-required-field',
  severity: 'warning',
  description: "A screen writing a resource's records without a field its form requires",
  check(form, catalogue) {
    if (!catalogue.resourceForms) return [];
    const seen: { config?: { settings: Record<string, unknown>; pointer: string }; reshaped?: boolean } = {};
    // Where this screen's submission gets its values: its fields' data paths (a field holding an object
    // fills what is below it), and the paths settings store data at.
    const fields: string[] = [];
    const fieldsHolding: string[] = [];
    eachComponent(form.components, ({ component, pointer, dataPath }) => {
      if (!component || typeof component !== 'object') return;
      if (component.type === 'screen-config') {
        seen.config ??= { settings: component, pointer };
        return;
      }
      const hook = component.beforeSubmitHook;
      if (typeof hook === 'string' && hook.trim()) seen.reshaped = true;
      if (!component.key || component.input === false || component.persistent === false) return;
      const path = dataPath.join('.');
      fields.push(path);
      if (!OBJECT_CONTAINERS.has(component.type)) fieldsHolding.push(path);
    });
    if (!seen.config || seen.reshaped) return [];
    const { settings, pointer } = seen.config;
    const url = settings.submissionUrl;
    if (typeof url !== 'string') return [];
    const resource = writtenResource(url);
    const target = resource === undefined ? undefined : catalogue.resourceForms[resource];
    if (!target || target.formId === form.id) return [];
    const retrieval = settings.retrievalUrl;
    const initialization = settings.screenInitializationConfig;
    const loadsRecord =
      (typeof retrieval === 'string' && retrieval.trim() !== '') ||
      (Array.isArray(initialization) &&
        initialization.some((step) => (step as { storageAttribute?: unknown })?.storageAttribute === '*'));
    if (loadsRecord) return [];

    const stored: string[] = [];
    eachFormString(form, (text, { name, parent }) => {
      const value = text.trim();
      if (!value || value === '*' || value.includes('{{')) return;
      const setsField = name === 'fieldName' && (parent as { fieldValue?: unknown }).fieldValue !== undefined;
      if (STORING_SETTINGS.has(name) || setsField || name === 'targetKey') stored.push(value);
    });
    const missing = target.requiredFields.filter(
      (required) =>
        !fields.includes(required) &&
        !fieldsHolding.some((path) => required.startsWith(`${path}.`)) &&
        !stored.some((path) => covers(path, required)),
    );
    if (missing.length === 0) return [];
    const list = missing.map((path) => `"${path}"`).join(', ');
    return [
      {
        path: `/components${pointer}/submissionUrl`,
        message: `This screen writes ${resource} records, which the server validates against the form "${target.formId}": it requires ${list}, which no component of this screen fills, so every submission would be refused (400). Add fields with ${missing.length === 1 ? 'that key' : 'those keys'}, give ${missing.length === 1 ? 'it' : 'them'} a default value in "${target.formId}", or submit elsewhere.`,
      },
    ];
  },
});
