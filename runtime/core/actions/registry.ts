// Every action type: one line each. The handler for a step is the first definition of its dialect
// that applies (a type listed twice in one dialect is an error found at start-up).
import type { ActionDialect, AnyActionDefinition } from './define-action';
import { closeAllPopups } from './chain/close-all-popups';
import { downloadFile } from './chain/download-file';
import { executeCustomLogic } from './chain/execute-custom-logic';
import { getDataFromApi } from './chain/get-data-from-api';
import { goBack } from './chain/go-back';
import { navigateToUrl } from './chain/navigate-to-url';
import { redrawComponents } from './chain/redraw-components';
import { resetSmartTableResults } from './chain/reset-smart-table-results';
import { sendDataToApi } from './chain/send-data-to-api';
import { setFieldValues } from './chain/set-field-values';
import { showPopup } from './chain/show-popup';
import { smartTableAdvanceFilterAction } from './chain/smart-table-advance-filter';
import { toggleComponentsVisibility } from './chain/toggle-components-visibility';
import { triggerEvent } from './chain/trigger-event';
import { legacyAdvanceFilter } from './legacy/advance-filter';
import { legacyExecuteScriptAndShowPopup } from './legacy/execute-script-and-show-popup';
import { legacyFileDownload } from './legacy/file-download';
import { legacyGetDataFromApi } from './legacy/get-data-from-api';
import { legacyNavigate } from './legacy/navigate';
import { legacyNoAction } from './legacy/no-action';
import { legacyPostToUrl } from './legacy/post-to-url';
import { legacyResetSmartTable } from './legacy/reset-smart-table';
import { legacyShowPopup } from './legacy/show-popup';
import { listenerCallApi } from './listener/call-api';
import { listenerExecuteScript } from './listener/execute-script';
import { listenerRefreshSmartTable } from './listener/refresh-smart-table';
import { listenerSetValueOnFields } from './listener/set-value-on-fields';
import { listenerShowPopup } from './listener/show-popup';

export const actionRegistry: AnyActionDefinition[] = [
  goBack,
  closeAllPopups,
  downloadFile,
  getDataFromApi,
  executeCustomLogic,
  navigateToUrl,
  redrawComponents,
  setFieldValues,
  smartTableAdvanceFilterAction,
  resetSmartTableResults,
  showPopup,
  sendDataToApi,
  toggleComponentsVisibility,
  triggerEvent,
  legacyNavigate,
  legacyFileDownload,
  legacyAdvanceFilter,
  legacyResetSmartTable,
  legacyShowPopup,
  legacyPostToUrl,
  legacyGetDataFromApi,
  legacyExecuteScriptAndShowPopup,
  // Last: any other legacy type does nothing.
  legacyNoAction,
  listenerCallApi,
  listenerExecuteScript,
  listenerSetValueOnFields,
  listenerShowPopup,
  listenerRefreshSmartTable,
];

export function assertUniqueActionTypes(definitions: AnyActionDefinition[]): void {
  const seen = new Set<string>();
  for (const definition of definitions) {
    for (const type of definition.types) {
      const key = `${definition.dialect}:${type}`;
      if (seen.has(key)) throw new Error(`Action type "${type}" (${definition.dialect}) is registered twice`);
      seen.add(key);
    }
  }
}

assertUniqueActionTypes(actionRegistry);

export function findAction(dialect: ActionDialect, type: string): AnyActionDefinition | undefined {
  return actionRegistry.find(
    (definition) =>
      definition.dialect === dialect && (definition.types.includes(type) || definition.types.includes('*')),
  );
}

/** Whether a required setting holds something: text that is not blank, or a configuration object. */
const isFilled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : typeof value === 'object' && value !== null;

/** The value of a setting of a step; a dotted name is a setting inside a configuration object. */
const settingValue = (step: Record<string, unknown>, setting: string) =>
  setting
    .split('.')
    .reduce<unknown>(
      (holder, name) =>
        typeof holder === 'object' && holder !== null ? (holder as Record<string, unknown>)[name] : undefined,
      step,
    );

/**
 * The settings a step (or a legacy button) of `type` cannot run without and does not hold, each with what
 * it is for (the action's requiredSettings: a dotted name is a setting inside a configuration object, and
 * `a|b` is either of two, named by the first when neither is held).
 */
export function missingSettings(
  dialect: ActionDialect,
  type: string,
  step: Record<string, unknown>,
): { setting: string; what: string }[] {
  const needed = findAction(dialect, type)?.requiredSettings ?? {};
  return Object.entries(needed)
    .map(([settings, what]) => ({ alternatives: settings.split('|'), what }))
    .filter(({ alternatives }) => !alternatives.some((setting) => isFilled(settingValue(step, setting))))
    .map(({ alternatives, what }) => ({ setting: alternatives[0]!, what }));
}

/** The type names of a dialect, for the builder's choices. */
export function actionTypes(dialect: ActionDialect): string[] {
  return actionRegistry
    .filter((d) => d.dialect === dialect)
    .flatMap((d) => d.types.filter((type) => type !== '*'));
}
