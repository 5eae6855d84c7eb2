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

export function isScriptSetting(name: string, text: string): boolean {
  return SCRIPT_SETTINGS.has(name) && text.trim() !== '';
}

export function isTemplateSetting(name: string, text: string): boolean {
  return !SCRIPT_SETTINGS.has(name) && hasTemplate(text);
}
