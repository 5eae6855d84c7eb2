// Runs a script, then shows the popup screen with the script's result as the popup's data.
import type { ActionButton } from '../../../../schemas/actions';
import { runScript } from '../../script';
import { actionScope } from '../action-scope';
import { defineAction } from '../define-action';
import { POPUP_SCREEN_IDS } from '../popup-screen';

interface ScriptExecutionWithPopupConfig {
  scriptToExecute?: string;
  popupScreenId?: string;
}

export const legacyExecuteScriptAndShowPopup = defineAction<ActionButton>({
  dialect: 'legacy',
  types: ['executeScriptAndShowPopup'],
  run: async (button, run) => {
    const config = button.scriptExecutionWithPopupConfig as ScriptExecutionWithPopupConfig | undefined;
    const result = config?.scriptToExecute ? runScript(config.scriptToExecute, actionScope(run)) : undefined;
    return run.services.popups.open({
      formId: config?.popupScreenId || POPUP_SCREEN_IDS.information,
      inputData:
        result && typeof result === 'object' ? (result as Record<string, unknown>) : { value: result },
    });
  },
});
