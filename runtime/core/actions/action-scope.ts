// The scope every action template and designer script sees (documented in docs/designer-scripts.md).
import type { ActionRun } from './action-context';

export function actionScope(run: ActionRun, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    data: run.form.data,
    submission: { data: run.form.data },
    form: run.form,
    user: run.services.user,
    state: run.services.state,
    results: run.results,
    actions: run.results,
    ...run.extraScope,
    ...extra,
  };
}
