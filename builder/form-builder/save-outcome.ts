// Turns what the server answered to a save or a publish into the problems to list and the outcome to say,
// the same on every page that saves a form.
import { ApiError } from '../../runtime/core/http';
import type { LintProblem } from '../../runtime/core/lint/lint-rule';
import type { ValidationProblem } from '../problems/ProblemsPanel';
import { componentAtPointer } from './component-pointer';
import type { ComponentMark } from './formio-builder';
import { errorMessage } from '../../runtime/core/error-message';
import { counted } from '../../runtime/core/counted';
import type { SavedVersion } from '../builder-api';

/** The problems of the form as the builder shows them: lint problems and the server's refusals. */
export interface FormProblems {
  lint: LintProblem[];
  validation: ValidationProblem[];
  /**
   * The lint ran without the server's catalogue (forms, resources, acls): the rules that look things up
   * in it found nothing to say, which is not that nothing is wrong.
   */
  partial?: true;
}

/** What a save or a publish came to, as the page says it (a refusal is never a success). */
export interface Outcome {
  severity: 'success' | 'warn' | 'error';
  text: string;
}

export const NO_PROBLEMS: FormProblems = { lint: [], validation: [] };

const isPathMessage = (value: unknown): value is ValidationProblem =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as ValidationProblem).path === 'string' &&
  typeof (value as ValidationProblem).message === 'string';

const isLintProblem = (value: unknown): value is LintProblem =>
  isPathMessage(value) && typeof (value as LintProblem).ruleId === 'string';

/** A mark on the canvas for every problem that lands in a component. */
export function problemMarks(components: unknown[], problems: FormProblems): ComponentMark[] {
  const marked = [
    ...problems.validation.map((problem) => ({ ...problem, severity: 'error' as const })),
    ...problems.lint,
  ];
  return marked.flatMap(({ path, message, severity }) => {
    const component = componentAtPointer({ components }, path);
    return component ? [{ key: component.key, message, severity }] : [];
  });
}

export interface FailureOutcome {
  message: string;
  /** The problems to show instead of the earlier ones of their kind; a kind left out keeps them. */
  problems?: Partial<FormProblems>;
  /** A 409: the form changed on the server meanwhile, so the canvas is offered as a file to keep. */
  conflict?: true;
}

/** A part of the request as a JSON pointer names it, read as text: /form/name → form.name. */
const requestPart = (pointer: string) => pointer.replace(/^\//, '').replaceAll('/', '.') || 'the request';

/** How a page shows refused settings: listed under its Problems, or named in the message (no list holds them). */
type RefusedSettings = 'listed' | 'named';

/** What a refused save or publish means for the designer; a 409 also offers the canvas as a file. */
export function failureOutcome(
  failure: unknown,
  step: 'save' | 'publish' = 'save',
  refused: RefusedSettings = 'listed',
): FailureOutcome {
  if (!(failure instanceof ApiError)) {
    return { message: errorMessage(failure) };
  }
  const outcome = refusalOutcome(failure, step, refused);
  return failure.status === 409 ? { ...outcome, conflict: true } : outcome;
}

function refusalOutcome(
  failure: ApiError,
  step: 'save' | 'publish',
  refused: RefusedSettings,
): FailureOutcome {
  const details = Array.isArray(failure.details) ? failure.details : [];
  switch (failure.errorCode) {
    case 'INVALID_FORM': {
      // Only the refused settings are replaced: the lint problems listed stay beside them.
      const validation = details.filter(isPathMessage);
      const settings = `${validation.length || 'the'} setting${validation.length === 1 ? '' : 's'}`;
      return {
        message:
          refused === 'named' && validation.length
            ? `Not saved: the server refused ${settings}: ${validation.map(({ path, message }) => `${path} ${message}`).join('; ')}.`
            : `Not saved: the server refused ${settings} listed under Problems.`,
        problems: { validation },
      };
    }
    case 'LINT_ERRORS':
      return {
        message: 'Not published: fix the errors listed under Problems, save, then publish.',
        problems: { lint: details.filter(isLintProblem), validation: [] },
      };
    case 'FORM_VERSION_CONFLICT':
      return {
        message: `Not ${step === 'save' ? 'saved' : 'published'}: someone saved a newer version of this form meanwhile. Open Versions to see it; your changes stay here until you leave, and can be downloaded.`,
      };
    case 'FORM_LOCKED':
      return { message: `Not saved: ${failure.message}.` };
    case 'VALIDATION_FAILED': {
      // The request around the form (its note, its version) was refused: each part named as the request has it.
      const named = details
        .filter(isPathMessage)
        .map(({ path, message }) => `${requestPart(path)} ${message}`);
      return { message: `Not saved: ${named.length ? named.join('; ') : failure.message}.` };
    }
    default:
      return { message: failure.message };
  }
}

/** What a save says: the version stored (or that nothing changed), and the server's lint of it, counted. */
export function savedOutcome({ version, problems, unchanged }: SavedVersion): Outcome {
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const found = problems.length
    ? `, with ${counted(errors, 'lint error')} and ${counted(problems.length - errors, 'warning')} listed under Problems`
    : '';
  return {
    severity: problems.length ? 'warn' : 'success',
    text: unchanged
      ? `Nothing to save: the form is as version ${version.version} has it${found}.`
      : `Saved as draft version ${version.version}${found}.`,
  };
}
