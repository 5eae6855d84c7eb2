import type { ListenerStep } from '../../../../schemas/screen-config';
import { setFieldValuesWith } from '../chain/set-field-values';
import { defineAction } from '../define-action';

export const listenerSetValueOnFields = defineAction<ListenerStep>({
  dialect: 'listener',
  types: ['setValueOnFields', 'set field values'],
  requiredSettings: { fieldName: 'the key of the field to set', fieldValue: 'the script giving its value' },
  run: (step, run) => {
    if (!step.fieldName || step.fieldValue === undefined)
      throw new Error('setValueOnFields needs fieldName and fieldValue');
    return setFieldValuesWith(
      [{ fieldName: step.fieldName, fieldValue: step.fieldValue, appendIfArray: step.appendIfArray }],
      run,
    );
  },
});
