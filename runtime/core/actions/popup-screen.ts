// Which popup screen a popup type opens (spec 000 §2 popup screen ids).
export const POPUP_SCREEN_IDS = {
  confirmation: 'confirmation-popup',
  information: 'generic-pop-up',
  reasoning: 'generic-reasoning-popup',
  workflow: 'workflow-participant-chooser',
} as const;

/**
 * The event (a Form.io button's action "event") that closes the popup showing the form, as its Cancel
 * (spec 000 §5 "A popup ... closes on Cancel"); the popup listens to no other.
 */
export const POPUP_CANCEL_EVENT = 'cancel';

export function popupScreenFor(popupType: string | undefined, screenId: string | undefined): string {
  if (screenId) return screenId;
  return (
    POPUP_SCREEN_IDS[(popupType ?? 'information') as keyof typeof POPUP_SCREEN_IDS] ??
    POPUP_SCREEN_IDS.information
  );
}
