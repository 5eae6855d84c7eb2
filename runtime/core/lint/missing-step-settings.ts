// The steps of a form's chains lacking a setting their type cannot run without (the action's
// requiredSettings, runtime/core/actions/registry.ts missingSettings): read alike for button chains
// (incomplete-action-step) and screen listeners (incomplete-listener-step).
import type { ActionDialect } from '../actions/define-action';
import { missingSettings } from '../actions/registry';
import type { FormDefinition } from '../../../schemas/form-definition';
import { eachFormValue } from './form-values';

export interface MissingStepSetting {
  /** The step's place in its chain, from 0. */
  index: number;
  step: Record<string, unknown>;
  type: string;
  setting: string;
  what: string;
  /** The pointer of the missing setting. */
  path: string;
}

/** The pointer of a required setting below its holder's pointer (a dotted name is a nested setting). */
export const settingPointer = (holder: string, setting: string) =>
  `${holder}/${setting.split('.').join('/')}`;

/** Visits each required setting missing from a step of the chains held in `list` properties. */
export function eachMissingStepSetting(
  form: FormDefinition,
  chain: { list: string; dialect: ActionDialect; typeProperty: string },
  visit: (missing: MissingStepSetting) => void,
): void {
  eachFormValue(form, ({ name, value, pointer }) => {
    if (name !== chain.list || !Array.isArray(value)) return;
    value.forEach((step: unknown, index) => {
      if (!step || typeof step !== 'object') return;
      const record = step as Record<string, unknown>;
      const type = record[chain.typeProperty];
      if (typeof type !== 'string') return;
      for (const { setting, what } of missingSettings(chain.dialect, type, record))
        visit({
          index,
          step: record,
          type,
          setting,
          what,
          path: settingPointer(`${pointer}/${index}`, setting),
        });
    });
  });
}
