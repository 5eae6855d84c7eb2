// Sets fields from designer scripts; appendIfArray adds to a list instead of replacing it.
import type { ActionProcessor, FieldValueRow } from '../../../../schemas/actions';
import { runScript } from '../../script';
import type { ActionRun } from '../action-context';
import { actionScope } from '../action-scope';
import { defineAction } from '../define-action';
import { writeField } from '../form-fields';

export function setFieldValuesWith(rows: FieldValueRow[], run: ActionRun): Record<string, unknown> {
  const written: Record<string, unknown> = {};
  for (const row of rows) {
    const value = runScript(row.fieldValue, actionScope(run), { resultVariable: 'value' });
    writeField(run.form, row.fieldName, value, row.appendIfArray);
    written[row.fieldName] = value;
  }
  return written;
}

export const setFieldValues = defineAction<ActionProcessor>({
  dialect: 'chain',
  types: ['setFieldValues'],
  run: (step, run) => setFieldValuesWith(step.fieldValuesConfig ?? [], run),
});
