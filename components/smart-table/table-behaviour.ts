// The smart table in a running form: registered with its root form's table registry (so action chains
// can refresh, reset or filter it, by component key and by grid key), loading on the triggers of
// spec 001 §4.1 (configuration set, form ready, data loaded, API text field loaded). A grid hidden from
// its user by its aclResource (§6) does none of this.
import { hasAccess } from '../../runtime/core/access';
import type { ComponentContext } from '../../runtime/core/component-context';
import { EVENTS } from '../../runtime/core/event-bus';
import { tablesOf } from '../../runtime/core/table-registry';
import { watchFormLifecycle } from '../form-lifecycle';
import type { FormioComponentInstance } from '../formio';
import { tableControllerFor } from './table-controller';

export function startSmartTable(instance: FormioComponentInstance, context: ComponentContext): () => void {
  const table = tableControllerFor(instance, context);
  // A grid its user may not see (aclResource) shows nothing (SmartTableView) and so fetches nothing.
  if (!hasAccess(context.currentUser()?.acls ?? [], table.options.aclResource)) return () => undefined;
  const root = instance.root;
  const keys = new Set([instance.component.key, table.tableKey].filter(Boolean));
  const unregister = root ? [...keys].map((key) => tablesOf(root).register(key, table)) : [];

  const stopLifecycle = watchFormLifecycle(instance, context.events, {
    formReady: (form) => table.formReady(form),
    dataLoaded: () => table.dataLoaded(),
  });
  // The bus replays its latest value to a new subscriber: that load happened before this table.
  let replaying = true;
  const stopApiTextField = context.events.on(EVENTS.API_TEXT_FIELD_DATA_LOADED, () => {
    if (!replaying) table.apiTextFieldLoaded();
  });
  replaying = false;

  table.configure();
  return () => {
    for (const stop of unregister) stop();
    stopLifecycle();
    stopApiTextField();
  };
}
