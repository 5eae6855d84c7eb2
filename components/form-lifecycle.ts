// When a component's form is ready and when the screen loads data into it.
//
// Ready comes from the screen runtime (FORM_READY on the app's event bus, with the Form.io form) or from
// Form.io itself (the form's formReady promise), whichever is first, so components also work in forms
// the runtime does not drive (tests, embedded forms). Data loaded comes from the runtime only
// (FORM_DATA_LOADED): Form.io's nearest signal, a change flagged fromSubmission, also fires whenever
// code sets the submission (initialization steps, actions, the API text field's own merge), and
// treating those as loads would wipe values the user or an API has just set.
import { EVENTS, type EventBus } from '../runtime/core/event-bus';
import type { FormioComponentInstance, FormioForm } from './formio';

export interface FormLifecycleListeners {
  /** Once per watch, with the component's own form. */
  formReady?(form: FormioForm): void;
  /** Each time the screen loads data into the form; gets the form's data. */
  dataLoaded?(data: Record<string, unknown>): void;
}

/**
 * Starts watching; answers the function that stops it. Call it while Form.io builds the component
 * (the seam's onAttach does), before the runtime can announce a load for this form.
 */
export function watchFormLifecycle(
  instance: FormioComponentInstance,
  events: EventBus,
  listeners: FormLifecycleListeners,
): () => void {
  let stopped = false;
  let readyAnnounced = false;
  const announceReady = (form: FormioForm) => {
    if (stopped || readyAnnounced) return;
    readyAnnounced = true;
    listeners.formReady?.(form);
  };

  // Popups run their own forms on the same bus: only our own form's readiness counts.
  const stopReadyEvents = events.on(EVENTS.FORM_READY, (form) => {
    if (form && form === instance.root) announceReady(form as FormioForm);
  });
  const root = instance.root;
  if (root?.formReady) void root.formReady.then(() => announceReady(root));

  // The bus replays the latest load at once to a new subscriber. That load came before this component
  // was built (an earlier screen, or this form before a redraw that was already handled): skip it.
  let replaying = true;
  const stopDataEvents = events.on(EVENTS.FORM_DATA_LOADED, (data) => {
    if (replaying || stopped) return;
    listeners.dataLoaded?.((instance.root?.data ?? data ?? {}) as Record<string, unknown>);
  });
  replaying = false;

  return () => {
    stopped = true;
    stopReadyEvents();
    stopDataEvents();
  };
}
