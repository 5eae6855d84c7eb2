// The server's field problems (an answer's `details`: { path, message } each, spec 000 §8) shown at their
// fields, as Form.io shows the answer of its own server: each field's message under it, kept until the
// field changes or the form is submitted again. A problem no field of the form holds is left to the
// outcome popup, which lists every problem.
import { ApiError } from '../../core/http';
import type { FormioInstance } from './FormioForm';

export interface FieldProblem {
  path: string;
  message: string;
}

/** The field problems an error carries (none when it is not the server's answer, or names no field). */
export function fieldProblemsOf(error: unknown): FieldProblem[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return (error.details as { path?: unknown; message?: unknown }[]).flatMap((detail) =>
    typeof detail?.path === 'string' && detail.path && typeof detail.message === 'string'
      ? [{ path: detail.path, message: detail.message }]
      : [],
  );
}

/** Marks each field a problem names; answers the problems shown. */
export function showFieldProblems(form: FormioInstance, error: unknown): FieldProblem[] {
  const shown: FieldProblem[] = [];
  // Form.io's own server errors: `fromServer` keeps them apart from the field's own validation, and the
  // form clears them when it is submitted again (Webform.clearServerErrors).
  const serverErrors = fieldProblemsOf(error).map((problem) => ({
    ...problem,
    level: 'error',
    fromServer: true,
  }));
  if (serverErrors.length === 0) return shown;
  for (const problem of serverErrors) {
    const component = form.getComponent?.(problem.path);
    if (!component) continue;
    const errors = [...(component.serverErrors ?? []), problem];
    component.serverErrors = errors;
    component.setCustomValidity(errors, true);
    shown.push({ path: problem.path, message: problem.message });
  }
  form.serverErrors = serverErrors;
  return shown;
}
