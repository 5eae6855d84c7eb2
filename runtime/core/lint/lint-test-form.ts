// Builds a form around a component list and lints it with one rule: the rule tests' common step.
import type { FormComponent, FormDefinition } from '../../../schemas/form-definition';
import type { LintCatalogue, LintRule } from './lint-rule';
import { lintForm } from './lint-form';

export const testForm = (components: unknown[], id = 'f'): FormDefinition => ({
  id,
  name: 'F',
  category: 'c',
  components: components as FormComponent[],
});

/** The problems one rule finds in a form of these components, as [path, message]. */
export function lintWith(rule: LintRule, components: unknown[], catalogue: LintCatalogue = {}) {
  return lintForm(testForm(components), catalogue, [rule]).map((problem) => [problem.path, problem.message]);
}
