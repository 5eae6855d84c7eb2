// The problems of a form: lint problems (errors block publishing, warnings do not) and the server's
// validation problems ({ path, message }). A row names the component and setting it concerns; clicking it
// hands the JSON pointer to onSelect, which opens that setting. When some checks could not run (the
// server's catalogue is not in), the panel says so instead of "No problems found".
import type { LintProblem } from '../../runtime/core/lint/lint-rule';
import { describeLocation, problemLocation } from './problem-location';
import './problems.css';
import { counted } from '../../runtime/core/counted';

export interface ValidationProblem {
  path: string;
  message: string;
}

interface ProblemsPanelProps {
  problems: readonly LintProblem[];
  validation?: readonly ValidationProblem[];
  /** The form the pointers point into, to name the components; without it the pointers are shown. */
  form?: { components: unknown[] } | undefined;
  onSelect: (path: string) => void;
  /** What was not checked, said beside the problems listed (none listed is then not "no problems"). */
  unchecked?: string | undefined;
}

interface Row {
  kind: 'error' | 'warning' | 'invalid';
  ruleId: string;
  path: string;
  message: string;
}

const ICONS: Record<Row['kind'], { icon: string; label: string }> = {
  invalid: { icon: 'bi-x-octagon-fill', label: 'Invalid' },
  error: { icon: 'bi-x-circle-fill', label: 'Error' },
  warning: { icon: 'bi-exclamation-triangle-fill', label: 'Warning' },
};

export function ProblemsPanel({ problems, validation = [], form, onSelect, unchecked }: ProblemsPanelProps) {
  const rows: Row[] = [
    ...validation.map((problem) => ({ kind: 'invalid' as const, ruleId: 'invalid', ...problem })),
    ...problems.filter((p) => p.severity === 'error').map((p) => ({ kind: p.severity, ...p })),
    ...problems.filter((p) => p.severity === 'warning').map((p) => ({ kind: p.severity, ...p })),
  ];
  const errors = rows.filter((row) => row.kind !== 'warning').length;
  return (
    <section className="ignite-lint-problems" aria-label="Problems">
      <h2 className="ignite-lint-problems__title">
        Problems{' '}
        <span className="ignite-lint-problems__counts">
          {counted(errors, 'error')}, {counted(rows.length - errors, 'warning')}
        </span>
      </h2>
      {unchecked && (
        <p className="ignite-lint-problems__unchecked" role="note">
          <i className="bi bi-info-circle" aria-hidden="true" /> {unchecked}
        </p>
      )}
      {rows.length === 0 ? (
        !unchecked && <p className="ignite-lint-problems__none">No problems found.</p>
      ) : (
        <ul className="ignite-lint-problems__list">
          {rows.map((row, index) => {
            const { icon, label } = ICONS[row.kind];
            const where = describeLocation(problemLocation(form, row.path), row.path);
            return (
              <li key={`${index}${row.path}`}>
                <button
                  type="button"
                  className="ignite-lint-problems__row"
                  data-kind={row.kind}
                  title={row.path}
                  onClick={() => onSelect(row.path)}
                >
                  <i className={`bi ${icon} ignite-lint-problems__icon`} role="img" aria-label={label} />
                  <span className="ignite-lint-problems__where">{where}</span>
                  <code className="ignite-lint-problems__rule">{row.ruleId}</code>
                  <span className="ignite-lint-problems__message">{row.message}</span>
                  <code className="ignite-lint-problems__path">{row.path || '/'}</code>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
