// Access rules applied to a form before it renders (spec 000 §5): components whose aclResource the
// user lacks are hidden; inside nested or workflow views, submit buttons not flagged showInWorkflowItem are
// hidden too (a nested form's would submit the whole screen), and in workflow views so are action buttons
// (the spec's "toggle buttons") not flagged so. A nested form's action buttons stay: they act on the
// screen they are in. The server enforces the same acls on the data.
import type { FormComponent } from '../../schemas/form-definition';
import { guardingAclResource, hasAccess } from './access';

export interface ScreenAccessOptions {
  acls: readonly string[];
  /** A workflow item view: its submit and action buttons are hidden (those of nested forms always are). */
  workflowView?: boolean;
}

const isSubmitButton = (component: FormComponent) =>
  component.type === 'button' && (component.action ?? 'submit') === 'submit';

function shownInWorkflow(component: FormComponent): boolean {
  const options = component.customOptions as { showInWorkflowItem?: boolean } | undefined;
  return Boolean(
    options?.showInWorkflowItem ?? (component as { showInWorkflowItem?: boolean }).showInWorkflowItem,
  );
}

/** A copy of the components with the access rules applied (hidden: true where the user may not see). */
export function applyScreenAccess(
  components: readonly FormComponent[],
  options: ScreenAccessOptions,
): FormComponent[] {
  // inNested: inside a nested form (a `form` component), whose buttons would submit the whole screen.
  const visitIn =
    (inNested: boolean) =>
    (component: FormComponent): FormComponent => {
      const visit = visitIn(inNested || component.type === 'form');
      const copy: FormComponent = { ...component };
      const denied = !hasAccess(options.acls, guardingAclResource(component));
      const hiddenInWorkflow =
        !shownInWorkflow(component) &&
        ((isSubmitButton(component) && (options.workflowView || inNested)) ||
          (component.type === 'action-button' && options.workflowView));
      if (denied || hiddenInWorkflow) {
        copy.hidden = true;
        // Hidden for access reasons, not by the designer's logic: nothing may show it again.
        copy.conditional = { show: null, when: null, eq: '' };
        copy.customConditional = '';
        copy.logic = [];
      }
      if (Array.isArray(component.components))
        copy.components = (component.components as FormComponent[]).map(visit);
      if (Array.isArray(component.columns)) {
        copy.columns = (component.columns as { components?: FormComponent[] }[]).map((column) => ({
          ...column,
          components: (column.components ?? []).map(visit),
        }));
      }
      if (Array.isArray(component.rows)) {
        copy.rows = (component.rows as { components?: FormComponent[] }[][]).map((row) =>
          Array.isArray(row)
            ? row.map((cell) => ({ ...cell, components: (cell.components ?? []).map(visit) }))
            : row,
        );
      }
      return copy;
    };
  return components.map(visitIn(false));
}
