// The problems of the form at the top of the builder: refusals of a save (INVALID_FORM) and the lint
// problems of the saved version. Clicking one opens the settings of the component it concerns.
import type { LintProblem } from '../../runtime/core/lint/lint-rule';

export interface BuilderProblem {
  path: string;
  message: string;
  severity: LintProblem['severity'] | 'invalid';
  /** The key of the component the path lands in, when it lands in one. */
  componentKey?: string;
}

interface ProblemListProps {
  problems: BuilderProblem[];
  onSelect: (problem: BuilderProblem) => void;
}

export function ProblemList({ problems, onSelect }: ProblemListProps) {
  if (problems.length === 0) return null;
  return (
    <section className="ignite-form-builder__problems" aria-label="Problems">
      <h2>Problems ({problems.length})</h2>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.severity}${problem.path}${problem.message}`} data-severity={problem.severity}>
            <button type="button" className="btn btn-link btn-sm p-0" onClick={() => onSelect(problem)}>
              {problem.componentKey ?? problem.path}
            </button>{' '}
            <code>{problem.path}</code> <span>{problem.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
