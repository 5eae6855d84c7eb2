import { applyAdvancedFilterWith } from '../chain/smart-table-advance-filter';
import { defineAction } from '../define-action';
import type { AdvancedFilterConfig } from '../table-configs';

export const legacyAdvanceFilter = defineAction<{
  smartTableToApplyAdvancedSearchAction?: AdvancedFilterConfig;
}>({
  dialect: 'legacy',
  types: ['advanceFilter', 'smartTableAdvanceFilter'],
  run: (button, run) => applyAdvancedFilterWith(button.smartTableToApplyAdvancedSearchAction, run),
});
