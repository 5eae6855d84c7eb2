// The scope every action template and designer script sees (documented in docs/designer-scripts.md).
import type { ActionScopeName } from '../script-scope';
import type { ActionRun } from './action-context';

export function actionScope(run: ActionRun, extra: Record<string, unknown> = {}): Record<string, unknown> {
  // Typed by script-scope.ts's names: a variable added here must be declared (and documented) there.
  const scope: Record<ActionScopeName, unknown> = {
    data: run.form.data,
    submission: { data: run.form.data },
    user: run.services.user,
    state: run.services.state,
    results: run.results,
    actions: run.results,
  };
  return { ...scope, ...run.extraScope, ...extra };
}
