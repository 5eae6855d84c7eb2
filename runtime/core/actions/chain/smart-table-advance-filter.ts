// Applies an advanced query, built from the form, to a smart table.
import { interpolate } from '../../template';
import type { ActionRun } from '../action-context';
import { actionScope } from '../action-scope';
import { defineAction } from '../define-action';
import type { AdvancedFilterConfig } from '../table-configs';

export function applyAdvancedFilterWith(config: AdvancedFilterConfig | undefined, run: ActionRun): string {
  const key = config?.tableKey ?? config?.smartTableComponent;
  if (!key) throw new Error('The advanced filter names no smart table');
  const query = interpolate(config?.advanceSearchAttributesTemplate ?? '', actionScope(run));
  if (!run.services.tables.applyAdvancedFilter(key, query))
    run.services.log.warn(`There is no smart table "${key}" on this screen`);
  return query;
}

export const smartTableAdvanceFilterAction = defineAction<{
  smartTableToApplyAdvancedSearchAction?: AdvancedFilterConfig;
}>({
  dialect: 'chain',
  types: ['smartTableAdvanceFilterAction'],
  requiredSettings: {
    'smartTableToApplyAdvancedSearchAction.smartTableComponent|smartTableToApplyAdvancedSearchAction.tableKey':
      'the key of the smart table to filter',
  },
  run: (step, run) => applyAdvancedFilterWith(step.smartTableToApplyAdvancedSearchAction, run),
});
