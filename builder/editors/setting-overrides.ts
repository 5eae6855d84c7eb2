// Per-setting overrides of the schema-driven settings form: how a setting is edited when its schema
// alone says too little (a string that is a script or a template, a free value edited as JSON, a list
// that is an action chain) and help beyond the schema's description. Keyed by property name: the
// same name means the same thing across the schemas in schemas/.
import type { ActionDialect } from '../../runtime/core/actions/define-action';
import type { ScriptKind } from '../../runtime/core/script-scope';

export type SettingWidget = 'script' | 'template' | 'json' | 'chain';

export interface SettingOverride {
  widget?: SettingWidget;
  /** For scripts: which scope the script runs with (completions, result variable). */
  scriptKind?: ScriptKind;
  /** For chains: the dialect of the steps. */
  dialect?: ActionDialect;
  help?: string;
}

export type SettingOverrides = Readonly<Record<string, SettingOverride>>;

const condition: SettingOverride = { widget: 'script', scriptKind: 'condition' };
const valueScript: SettingOverride = { widget: 'script', scriptKind: 'valueProcessor' };
const template: SettingOverride = {
  widget: 'template',
  help: 'A template: {{ data.field }} reads the form data.',
};

export const settingOverrides: SettingOverrides = {
  conditionToEvaluate: { ...condition, help: 'Runs the step only when this answers true (sets `show`).' },
  executePopupCondition: condition,
  scriptToExecute: { widget: 'script', scriptKind: 'executeCustomLogic' },
  beforeHook: { widget: 'script', scriptKind: 'executeCustomLogic', help: 'Sets `body`, the request body.' },
  beforeApiHook: {
    widget: 'script',
    scriptKind: 'executeCustomLogic',
    help: 'Answer false to stop the call.',
  },
  responseProcessor: valueScript,
  apiResponseProcessor: valueScript,
  fieldValue: valueScript,
  navigateUrlEvaluator: valueScript,
  valueProcessor: valueScript,
  initialValueEvaluator: { widget: 'script', scriptKind: 'initialValueEvaluator' },
  stateToPropagateEvaluator: { widget: 'script', scriptKind: 'stateEvaluator' },
  url: template,
  apiUrl: template,
  navigateToUrl: template,
  message: template,
  popupMessage: template,
  requestBody: { widget: 'json', help: 'JSON; a string that is one {{ expression }} keeps its type.' },
  apiRequest: { widget: 'json' },
  actionProcessors: { widget: 'chain', dialect: 'chain' },
  actionChain: { widget: 'chain', dialect: 'listener' },
};
