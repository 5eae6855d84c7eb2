// A data or edit grid's validate.minLength and maxLength count its rows. Form.io's renderer keeps to them
// (no remove button at the minimum, no add button at the maximum), but its server's length rules read
// text only, so a request could store a plan without instalments. This rule runs in Form.io's validation
// processor beside its own rules: hidden grids are skipped and a customMessage is used, as for them.
import type * as FormioModule from '@formio/core';
import { ARRAY_OF_ROWS } from './value-types';

type FormioCore = typeof FormioModule;
type ValidationRule = FormioCore['rules'][number];
type RuleContext = Parameters<NonNullable<ValidationRule['processSync']>>[0];

const setting = (value: unknown) => {
  const number = typeof value === 'string' ? parseInt(value, 10) : Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

const rows = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

export function rowCountRule(core: FormioCore): ValidationRule {
  const limits = (context: RuleContext) => {
    const validate = (context.component.validate ?? {}) as { minLength?: unknown; maxLength?: unknown };
    return { min: setting(validate.minLength), max: setting(validate.maxLength) };
  };
  const processSync = (context: RuleContext) => {
    const { min, max } = limits(context);
    const count = Array.isArray(context.value) ? context.value.length : 0;
    if (min !== undefined && count < min)
      return new core.FieldError(`{{field}} must have at least ${rows(min)}.`, context, 'minLength');
    if (max !== undefined && count > max)
      return new core.FieldError(`{{field}} must have no more than ${rows(max)}.`, context, 'maxLength');
    return null;
  };
  return {
    name: 'validateRowCount',
    shouldProcess: (context: RuleContext) => {
      if (!ARRAY_OF_ROWS.has(context.component.type)) return false;
      const { min, max } = limits(context);
      return min !== undefined || max !== undefined;
    },
    process: async (context: RuleContext) => processSync(context),
    processSync,
  };
}
