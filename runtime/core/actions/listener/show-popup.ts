import type { ListenerStep } from '../../../../schemas/screen-config';
import { defineAction } from '../define-action';
import { POPUP_SCREEN_IDS } from '../popup-screen';

export const listenerShowPopup = defineAction<ListenerStep>({
  dialect: 'listener',
  types: ['showPopup'],
  run: (step, run) =>
    run.services.popups.open({
      formId: step.popupScreenId || POPUP_SCREEN_IDS.information,
      inputData: { ...run.form.data },
    }),
});
