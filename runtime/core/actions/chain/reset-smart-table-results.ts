// Resets smart tables (search and paging) and clears other fields.
import type { ActionRun } from '../action-context';
import { defineAction } from '../define-action';
import { clearField } from '../form-fields';
import type { ResetTablesConfig } from '../table-configs';

export function resetTablesWith(config: ResetTablesConfig | undefined, run: ActionRun): string[] {
  for (const key of config?.tablesToReset ?? []) {
    if (!run.services.tables.reset(key))
      run.services.log.warn(`There is no smart table "${key}" on this screen`);
  }
  for (const field of config?.otherFieldsToReset ?? []) clearField(run.form, field);
  return config?.tablesToReset ?? [];
}

export const resetSmartTableResults = defineAction<{
  smartTableResetSearchResultsConfig?: ResetTablesConfig;
}>({
  dialect: 'chain',
  types: ['resetSmartTableResults'],
  run: (step, run) => resetTablesWith(step.smartTableResetSearchResultsConfig, run),
});
