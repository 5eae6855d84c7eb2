import { resetTablesWith } from '../chain/reset-smart-table-results';
import { defineAction } from '../define-action';
import type { ResetTablesConfig } from '../table-configs';

export const legacyResetSmartTable = defineAction<{ smartTableResetSearchResultsConfig?: ResetTablesConfig }>(
  {
    dialect: 'legacy',
    types: ['resetSmartTable', 'resetSmartTableResults'],
    run: (button, run) => resetTablesWith(button.smartTableResetSearchResultsConfig, run),
  },
);
