// A listener's popup: the screen popupScreenId (the information popup by default) with the form data as its
// input, and the header and message of a popup config (templates, interpolated as a chain's showPopup does).
import type { ListenerStep } from '../../../../schemas/screen-config';
import { actionScope } from '../action-scope';
import { interpolateTwice } from '../chain/show-popup';
import { defineAction } from '../define-action';
import { POPUP_SCREEN_IDS } from '../popup-screen';

export const listenerShowPopup = defineAction<ListenerStep>({
  dialect: 'listener',
  types: ['showPopup'],
  run: (step, run) => {
    const scope = actionScope(run);
    return run.services.popups.open({
      formId: step.popupScreenId || POPUP_SCREEN_IDS.information,
      title: step.headerMessage ? interpolateTwice(step.headerMessage, scope) : undefined,
      description: step.message ? interpolateTwice(step.message, scope, { html: true }) : undefined,
      inputData: { ...run.form.data },
    });
  },
});
