// The shape of a lint rule (docs/architecture.md, "The builder's data flow"): a plain function over a
// form definition plus a catalogue of what exists on the server. One file a rule, listed in rules.ts.
import type { FormDefinition } from '../../../schemas/form-definition';

/** Errors block publishing; warnings do not. */
export type LintSeverity = 'error' | 'warning';

export interface LintProblem {
  /** The rule's id, e.g. `unknown-field-key`. */
  ruleId: string;
  severity: LintSeverity;
  /** JSON pointer into the form definition, e.g. `/components/0/actionProcessors/2/url`. */
  path: string;
  /** What is wrong and how to fix it. */
  message: string;
}

/** What the rules may look up besides the form itself. Absent lists are not checked. */
export interface LintCatalogue {
  /** Ids of the forms that exist (popups, nested forms, import configuration forms). */
  formIds?: readonly string[];
  /** Names of the declared resources (`/api/{resource}`). */
  resources?: readonly string[];
  /** Names of the acl resources. */
  acls?: readonly string[];
  /**
   * By resource name: the form that validates the resource's records and the data paths of that form's
   * required fields a write must send (runtime/core/lint/required-fields.ts). A resource absent here is
   * not checked.
   */
  resourceForms?: Readonly<Record<string, ResourceForm>>;
}

export interface ResourceForm {
  formId: string;
  requiredFields: readonly string[];
}

export interface LintRule {
  id: string;
  severity: LintSeverity;
  /** One line on what the rule checks (shown in the builder and docs). */
  description: string;
  check(form: FormDefinition, catalogue: LintCatalogue): Omit<LintProblem, 'ruleId' | 'severity'>[];
}

export function defineLintRule(rule: LintRule): LintRule {
  return rule;
}
