// What a save or a publish came to, said above the page's work: green for done, amber for done with
// problems, red for refused. The form builder and the Screen settings page say it alike.
import './form-builder.css';
import type { Outcome } from './save-outcome';

export function OutcomeBanner({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <div
      role="status"
      className={`ignite-form-builder__outcome ignite-form-builder__outcome--${outcome.severity}`}
    >
      {outcome.text}
    </div>
  );
}
