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
  'beforeApiHook',
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

/** Settings that hold a script when their text assigns `value` or returns, a template or plain text otherwise. */
const SCRIPT_IF_IT_LOOKS_LIKE_ONE: ReadonlySet<string> = new Set(['embeddedDashboardId']);

/** Whether a text is a script rather than a name: it assigns `value` or returns. */
export function looksLikeScript(text: string): boolean {
  return /(^|[\s;{])(value\s*=[^=]|return\b)/.test(text);
}

export function isScriptSetting(name: string, text: string): boolean {
  if (text.trim() === '') return false;
  if (SCRIPT_IF_IT_LOOKS_LIKE_ONE.has(name)) return !hasTemplate(text) && looksLikeScript(text);
  return SCRIPT_SETTINGS.has(name);
}

export function isTemplateSetting(name: string, text: string): boolean {
  return !SCRIPT_SETTINGS.has(name) && hasTemplate(text);
}
