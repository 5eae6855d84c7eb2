// Legacy get-data button (getDataFromApiConfig): an optional before hook may stop it; then as the chain's.
import type { ActionButton } from '../../../../schemas/actions';
import { runScript } from '../../script';
import { actionScope } from '../action-scope';
import { getDataWith } from '../chain/get-data-from-api';
import { defineAction, SKIPPED } from '../define-action';

export const legacyGetDataFromApi = defineAction<ActionButton>({
  dialect: 'legacy',
  types: ['getDataFromApi'],
  requiredSettings: { getDataFromApiConfig: 'the call to make (its apiUrl)' },
  run: (button, run) => {
    const config = button.getDataFromApiConfig;
    if (!config?.apiUrl) throw new Error('getDataFromApi needs getDataFromApiConfig.apiUrl');
    if (
      config.beforeApiHook &&
      runScript(config.beforeApiHook, actionScope(run), { resultVariable: 'proceed' }) === false
    )
      return SKIPPED;
    return getDataWith(
      {
        url: config.apiUrl,
        methodName: config.apiMethod ?? 'GET',
        requestBody: config.requestBody,
        dataPath: config.dataPath,
        storageAttribute: config.storageAttribute ?? config.smartTableStorageAttribute,
        action: config.action ?? 'refresh',
        smartTableComponent: config.smartTableComponent,
        responseProcessor: config.responseProcessor,
      },
      run,
    );
  },
});
