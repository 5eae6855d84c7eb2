// The lint problems of one component, live: the whole form is linted with the component as edited
// (rules such as "result read before it is set" need the rest of the form), and the problems under
// the component's pointer are kept, with paths made relative to it.
import { useMemo } from 'react';
import { eachComponent } from '../../runtime/core/form-tree';
import { lintForm } from '../../runtime/core/lint/lint-form';
import type { LintProblem } from '../../runtime/core/lint/lint-rule';
import type { FormComponent, FormDefinition } from '../../schemas/form-definition';

export interface ComponentLint {
  /** The problems under the component (paths into the whole form). */
  lint: LintProblem[];
  /** The form as edited, to name the components of the problems. */
  form: { components: FormComponent[] };
  /** The component's JSON pointer in the form as edited. */
  pointer: string;
  /** The path inside the component of a problem's path ('' for the component itself). */
  settingPath(path: string): string;
}

export function replaceComponent(
  components: readonly FormComponent[],
  original: FormComponent,
  updated: FormComponent,
): FormComponent[] {
  return components.map((component) => {
    if (component === original) return updated;
    const copy: FormComponent = { ...component };
    if (Array.isArray(component.components)) {
      copy.components = replaceComponent(component.components as FormComponent[], original, updated);
    }
    if (Array.isArray(component.columns)) {
      copy.columns = (component.columns as { components?: FormComponent[] }[]).map((column) =>
        Array.isArray(column.components)
          ? { ...column, components: replaceComponent(column.components, original, updated) }
          : column,
      );
    }
    return copy;
  });
}

export function useComponentLint(
  original: FormComponent,
  updated: FormComponent,
  formComponents: readonly FormComponent[],
): ComponentLint {
  return useMemo(() => {
    const components = replaceComponent(formComponents, original, updated);
    let pointer: string | undefined;
    eachComponent(components, ({ component, pointer: at }) => {
      if (component === updated) pointer = `/components${at}`;
    });
    const form = { id: 'edited', name: 'edited', category: '', components } as unknown as FormDefinition;
    const prefix = pointer ?? '/components/-';
    return {
      lint: lintForm(form).filter(
        (problem) => problem.path === prefix || problem.path.startsWith(`${prefix}/`),
      ),
      form: { components },
      pointer: prefix,
      settingPath: (path) => (path.startsWith(prefix) ? path.slice(prefix.length) : ''),
    };
  }, [original, updated, formComponents]);
}
