import type { ListenerStep } from '../../../../schemas/screen-config';
import { defineAction } from '../define-action';

export const listenerRefreshSmartTable = defineAction<ListenerStep>({
  dialect: 'listener',
  types: ['refreshSmartTable'],
  requiredSettings: { smartTableId: 'the key of the smart table to refresh' },
  run: (step, run) => {
    if (!step.smartTableId) throw new Error('refreshSmartTable needs smartTableId');
    if (!run.services.tables.refresh(step.smartTableId))
      run.services.log.warn(`There is no smart table "${step.smartTableId}" on this screen`);
    return step.smartTableId;
  },
});
