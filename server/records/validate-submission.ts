// Server-side truth: a submission is checked against the stored form, first the JSON type of each value
// (value-types.ts), then Form.io's own processors (required, patterns, lengths, min/max ...). Keys the
// form does not define are dropped; the values kept are stored as they were sent (no normalising).
import type * as FormioModule from '@formio/core';
import { AUDIT_FIELDS as SPEC_AUDIT_FIELDS } from '../../runtime/core/audit-fields';
import type { FormComponent } from '../../schemas/form-definition';
import { loadServerSandbox, sandboxedEvaluator } from './formio-evaluator';
import { rowCountRule } from './row-count-rule';
import { checkValueTypes } from './value-types';

export interface FieldProblem {
  path: string;
  rule: string;
  message: string;
}

export interface SubmissionCheck {
  data: Record<string, unknown>;
  problems: FieldProblem[];
}

// The spec's audit fields (001 §5.6) are set by the server; client values for them are ignored.
export const AUDIT_FIELDS: string[] = [...SPEC_AUDIT_FIELDS, 'id', 'version'];

/** Form.io names a nested value by a list of segments; we answer its written form, e.g. lines[0].qty. */
function dataPath(path: unknown): string {
  if (!Array.isArray(path)) return String(path ?? '');
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index > 0 ? '.' : ''}${String(segment)}`,
    )
    .join('');
}

type FormioCore = typeof FormioModule;
type ValidationRule = FormioCore['rules'][number];
let formioCore: Promise<{ core: FormioCore; rules: ValidationRule[] }> | undefined;

/**
 * Form.io's core (a large module with its own libraries) is loaded when the first submission is checked,
 * with the script sandbox its logic settings run in (formio-evaluator.ts).
 */
function loadFormioCore(): Promise<{ core: FormioCore; rules: ValidationRule[] }> {
  formioCore ??= Promise.all([import('@formio/core'), loadServerSandbox()]).then(([module]) => {
    // A CommonJS package: its exports are the default export wherever it is imported from (the server's
    // bundle gives only that one), besides the named ones Node finds.
    const core = (module as { default?: FormioCore }).default ?? module;
    core.registerEvaluator(sandboxedEvaluator(core));
    return { core, rules: [...core.rules, rowCountRule(core)] };
  });
  // A failed load is tried again by the next submission.
  formioCore.catch(() => (formioCore = undefined));
  return formioCore;
}

export async function validateSubmission(
  components: FormComponent[],
  input: Record<string, unknown>,
): Promise<SubmissionCheck> {
  const { core, rules } = await loadFormioCore();
  const { interpolateErrors, processSync, ProcessTargets } = core;
  const data = structuredClone(input);
  for (const field of AUDIT_FIELDS) delete data[field];
  const typeProblems = checkValueTypes(components, data);
  // A value of the wrong type is not shown to Form.io's rules (they would misread it); the other values
  // still are, so one answer names every problem of the submission.
  for (const problem of typeProblems) removeValue(data, problem.path);
  const context = {
    components,
    data,
    // Form.io's normalize step changes types ("1" to 1, "" to nothing); the value types are checked above.
    processors: (ProcessTargets.submission ?? []).filter((processor) => processor.name !== 'normalize'),
    scope: {} as { errors?: unknown[] },
    config: { server: true },
    rules: undefined as ValidationRule[] | undefined,
  };
  processSync(context as never);
  // The second pass validates with the renderer's rules and our grid row counts.
  context.processors = ProcessTargets.evaluator ?? [];
  context.rules = rules;
  processSync(context as never);
  const errors = (context.scope.errors ?? []) as Parameters<FormioCore['interpolateErrors']>[0];
  const problems = interpolateErrors(errors).map((error, index) => ({
    path: dataPath(error.path),
    rule: String((errors[index] as { ruleName?: string } | undefined)?.ruleName ?? ''),
    message: error.message,
  }));
  const typed = new Set(typeProblems.map((problem) => problem.path));
  return {
    data: context.data,
    problems: [...typeProblems, ...problems.filter((problem) => !typed.has(problem.path))],
  };
}

/** Deletes the value at a written data path such as lines[0].qty (nothing when it is not there). */
function removeValue(data: Record<string, unknown>, path: string): void {
  const segments = path.match(/[^.[\]]+/g) ?? [];
  let holder: unknown = data;
  for (const segment of segments.slice(0, -1)) {
    if (holder === null || typeof holder !== 'object') return;
    holder = (holder as Record<string, unknown>)[segment];
  }
  const last = segments.at(-1);
  if (last !== undefined && holder !== null && typeof holder === 'object')
    delete (holder as Record<string, unknown>)[last];
}
