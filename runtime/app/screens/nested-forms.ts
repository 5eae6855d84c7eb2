// Nested forms (spec 000 §3): a `form` component naming formId is filled with that form's components
// (recursively), so Form.io renders it inline with its data under the component's key. A formId of
// the literal '{{formId}}' takes the propagated state's formId.
import type { FormComponent } from '../../../schemas/form-definition';
import type { PropagatedState } from '../../core/propagated-state';

export const NESTED_FORM_ID_TEMPLATE = '{{formId}}';
const MAX_DEPTH = 5;

export type FormLoader = (formId: string) => Promise<FormComponent[]>;

export async function resolveNestedForms(
  components: readonly FormComponent[],
  load: FormLoader,
  state: PropagatedState,
  seen: string[] = [],
): Promise<FormComponent[]> {
  return Promise.all(
    components.map(async (component) => {
      const copy: FormComponent = { ...component };
      if (component.type === 'form' && typeof component.formId === 'string') {
        const formId =
          component.formId.trim() === NESTED_FORM_ID_TEMPLATE ? String(state.formId ?? '') : component.formId;
        if (!formId)
          throw new Error(`Nested form "${component.key}" names no form: the propagated state has no formId`);
        if (seen.includes(formId) || seen.length >= MAX_DEPTH)
          throw new Error(`Nested form "${formId}" includes itself`);
        copy.formId = formId;
        copy.key = component.key ?? (component.contextPrefix as string | undefined) ?? formId;
        copy.components = await resolveNestedForms(await load(formId), load, state, [...seen, formId]);
        delete copy.src;
        delete copy.form;
      } else if (Array.isArray(component.components)) {
        copy.components = await resolveNestedForms(
          component.components as FormComponent[],
          load,
          state,
          seen,
        );
      }
      if (Array.isArray(component.columns)) {
        copy.columns = await Promise.all(
          (component.columns as { components?: FormComponent[] }[]).map(async (column) => ({
            ...column,
            components: await resolveNestedForms(column.components ?? [], load, state, seen),
          })),
        );
      }
      return copy;
    }),
  );
}
