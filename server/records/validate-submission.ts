// Server-side truth: a submission is checked against the stored form with Form.io's own processors
// (required, patterns, lengths, min/max, select values ...). Keys the form does not define are dropped.
import { interpolateErrors, processSync, ProcessTargets } from '@formio/core';
import type { FormComponent } from '../../schemas/form-definition';
import { cleanSubmission } from '../../runtime/core/submission-cleaning';

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
export const AUDIT_FIELDS = [
  'createdById',
  'createdByName',
  'createdDate',
  'lastModifiedById',
  'lastModifiedByName',
  'lastModifiedDate',
  'deleted',
  'createdOn',
  'createdBy',
  'updatedOn',
  'updatedBy',
  'id',
  'version',
];

export function validateSubmission(
  components: FormComponent[],
  input: Record<string, unknown>,
): SubmissionCheck {
  const data = cleanSubmission(components, input);
  for (const field of AUDIT_FIELDS) delete data[field];
  const context = {
    components,
    data,
    processors: ProcessTargets.submission,
    scope: {} as { errors?: unknown[] },
    config: { server: true },
  };
  processSync(context as never);
  context.processors = ProcessTargets.evaluator;
  processSync(context as never);
  const errors = (context.scope.errors ?? []) as Parameters<typeof interpolateErrors>[0];
  const problems = interpolateErrors(errors).map((error, index) => ({
    path: String(error.path ?? ''),
    rule: String((errors[index] as { ruleName?: string } | undefined)?.ruleName ?? ''),
    message: error.message,
  }));
  return { data: context.data, problems };
}
