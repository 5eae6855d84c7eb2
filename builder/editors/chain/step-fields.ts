// Which settings of a step belong to which action type: the part of each handler's contract
// (runtime/core/actions/*) the builder needs to show a step's type-specific fields. A type not listed
// shows none.
import type { ActionDialect } from '../../../runtime/core/actions/define-action';

/** chain: the configuration objects of an actionProcessors step, by actionType. */
const chainFields: Record<string, readonly string[]> = {
  downloadFile: ['apiConfig', 'fileDownloadConfig'],
  executeCustomLogic: ['customLogicConfig'],
  getDataFromApi: ['apiConfig'],
  navigateToUrl: ['navigationConfig'],
  redrawComponents: ['redrawComponentsConfig'],
  resetSmartTableResults: ['smartTableResetSearchResultsConfig'],
  sendDataToApi: ['sendDataToApi'],
  setFieldValues: ['fieldValuesConfig'],
  showPopup: ['popupAction'],
  smartTableAdvanceFilterAction: ['smartTableToApplyAdvancedSearchAction'],
  toggleComponentsVisibility: ['toggleComponentsVisibilityConfig'],
  triggerEvent: ['triggerEventConfig'],
};

/** listener: the flat settings of an actionChain step, by type. */
const listenerFields: Record<string, readonly string[]> = {
  callApi: [
    'url',
    'methodName',
    'requestBodyParameter',
    'skipValidation',
    'responseContextVariable',
    'beforePost',
  ],
  'call API': [
    'url',
    'methodName',
    'requestBodyParameter',
    'skipValidation',
    'responseContextVariable',
    'beforePost',
  ],
  executeScript: ['scriptToExecute'],
  refreshSmartTable: ['smartTableId'],
  setValueOnFields: ['fieldName', 'fieldValue', 'appendIfArray'],
  'set field values': ['fieldName', 'fieldValue', 'appendIfArray'],
  showPopup: ['popupScreenId', 'headerMessage', 'message'],
};

/** legacy: the configuration objects of a single-action button, by actionType. */
const legacyFields: Record<string, readonly string[]> = {
  advanceFilter: ['smartTableToApplyAdvancedSearchAction'],
  smartTableAdvanceFilter: ['smartTableToApplyAdvancedSearchAction'],
  executeScriptAndShowPopup: ['scriptExecutionWithPopupConfig'],
  downloadFile: ['fileDownloadConfig'],
  fileDownload: ['fileDownloadConfig'],
  getDataFromApi: ['getDataFromApiConfig'],
  navigate: ['navigationConfig'],
  postToUrl: ['postToUrlConfig'],
  resetSmartTable: ['smartTableResetSearchResultsConfig'],
  resetSmartTableResults: ['smartTableResetSearchResultsConfig'],
  showPopup: ['showPopupConfig'],
};

const fieldsByDialect: Record<ActionDialect, Record<string, readonly string[]>> = {
  chain: chainFields,
  listener: listenerFields,
  legacy: legacyFields,
};

export function typeSpecificFields(dialect: ActionDialect, type: string): readonly string[] {
  return fieldsByDialect[dialect][type] ?? [];
}

/** The property holding a step's type: chains and legacy buttons say actionType, listeners type. */
export const typeProperty = (dialect: ActionDialect): string =>
  dialect === 'listener' ? 'type' : 'actionType';

/** Settings every step of the dialect has, shown before the type-specific ones. */
export function commonFields(dialect: ActionDialect): readonly string[] {
  return dialect === 'chain' ? ['actionName', 'isConditional', 'conditionToEvaluate'] : [];
}
