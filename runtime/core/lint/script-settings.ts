// Which settings hold designer scripts and which hold templates (schemas/actions.ts,
// schemas/screen-config.ts, schemas/grid-options.ts and Form.io's own script settings).
import { hasTemplate } from '../template';

export const SCRIPT_SETTINGS = new Set([
  'customConditional',
  'calculateValue',
  'customDefaultValue',
  'custom',
  'conditionToEvaluate',
  'responseProcessor',
  'apiResponseProcessor',
  'scriptToExecute',
  'fieldValue',
  'beforeHook',
  'stateToPropagateEvaluator',
  'navigateUrlEvaluator',
  'executePopupCondition',
  'conditionallyDisable',
  'dynamicDataRowClass',
  'valueProcessor',
  'initialValueEvaluator',
  'buttonOptionUrl',
  'beforeSubmitHook',
]);

/**
 * The script settings that are Form.io's own: Form.io's evaluator compiles and runs them in the page (and
 * the server runs them in the sandbox when it re-validates a submission, server/records/formio-evaluator.ts).
 */
export const FORMIO_SCRIPT_SETTINGS: ReadonlySet<string> = new Set([
  'customConditional',
  'calculateValue',
  'customDefaultValue',
  'custom',
]);

export function isScriptSetting(name: string, text: string): boolean {
  return SCRIPT_SETTINGS.has(name) && text.trim() !== '';
}

export function isTemplateSetting(name: string, text: string): boolean {
  return !SCRIPT_SETTINGS.has(name) && hasTemplate(text);
}
