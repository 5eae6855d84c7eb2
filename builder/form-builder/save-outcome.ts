// Turns what the server answered to a save or a publish into problems at components and a message.
import { ApiError } from '../../runtime/core/http';
import type { LintProblem } from '../../runtime/core/lint/lint-rule';
import { componentAtPointer } from './component-pointer';
import type { BuilderProblem } from './ProblemList';

interface PathMessage {
  path: string;
  message: string;
}

const isPathMessage = (value: unknown): value is PathMessage =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as PathMessage).path === 'string' &&
  typeof (value as PathMessage).message === 'string';

/** Problems with the key of the component each one concerns. */
export function locateProblems(
  components: unknown[],
  found: (PathMessage & { severity?: LintProblem['severity'] })[],
): BuilderProblem[] {
  return found.map(({ path, message, severity }) => ({
    path,
    message,
    severity: severity ?? 'invalid',
    componentKey: componentAtPointer({ components }, path)?.key,
  }));
}

export interface FailureOutcome {
  message: string;
  problems: BuilderProblem[];
}

/** What a refused save or publish means for the designer. */
export function failureOutcome(failure: unknown, components: unknown[]): FailureOutcome {
  if (!(failure instanceof ApiError)) {
    return { message: failure instanceof Error ? failure.message : String(failure), problems: [] };
  }
  const details = Array.isArray(failure.details) ? failure.details.filter(isPathMessage) : [];
  switch (failure.errorCode) {
    case 'INVALID_FORM':
      return {
        message: `Not saved: the server refused ${details.length || 'the'} setting${details.length === 1 ? '' : 's'} marked below.`,
        problems: locateProblems(components, details),
      };
    case 'LINT_ERRORS':
      return {
        message: 'Not published: fix the errors below, save, then publish.',
        problems: locateProblems(components, details as LintProblem[]),
      };
    case 'FORM_VERSION_CONFLICT':
      return {
        message:
          'Not saved: someone saved a newer version of this form meanwhile. Open Versions to see it; your changes stay here until you leave.',
        problems: [],
      };
    case 'FORM_LOCKED':
      return { message: `Not saved: ${failure.message}.`, problems: [] };
    default:
      return { message: failure.message, problems: [] };
  }
}
