// Runs every lint rule over a form. A rule that throws is reported as its own error, never swallowed.
import type { FormDefinition } from '../../../schemas/form-definition';
import type { LintCatalogue, LintProblem, LintRule } from './lint-rule';
import { lintRules } from './rules';

export function lintForm(
  form: FormDefinition,
  catalogue: LintCatalogue = {},
  rules: readonly LintRule[] = lintRules,
): LintProblem[] {
  const problems: LintProblem[] = [];
  for (const rule of rules) {
    try {
      for (const problem of rule.check(form, catalogue)) {
        problems.push({ ruleId: rule.id, severity: rule.severity, ...problem });
      }
    } catch (error) {
      problems.push({
        ruleId: rule.id,
        severity: 'error',
        path: '',
        message: `The lint rule ${rule.id} failed on this form: ${(error as Error).message}`,
      });
    }
  }
  return problems;
}

export const hasLintErrors = (problems: readonly LintProblem[]): boolean =>
  problems.some((problem) => problem.severity === 'error');
