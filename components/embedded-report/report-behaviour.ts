// The embedded report in a running form: follows the form's lifecycle (ready, data loaded) so the
// dashboard loads when the spec says, and lets go of the dashboard when the component is detached.
import type { ComponentContext } from '../../runtime/core/component-context';
import { watchFormLifecycle } from '../form-lifecycle';
import type { FormioComponentInstance } from '../formio';
import { reportControllerFor } from './report-controller';

export function startEmbeddedReport(
  instance: FormioComponentInstance,
  context: ComponentContext,
): () => void {
  const report = reportControllerFor(instance, context);
  const stopLifecycle = watchFormLifecycle(instance, context.events, {
    formReady: () => report.formReady(),
    dataLoaded: () => report.dataLoaded(),
  });
  report.start();
  return () => {
    stopLifecycle();
    report.stop();
  };
}
