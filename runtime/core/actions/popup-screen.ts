// Which popup screen a popup type opens (spec 000 §2 popup screen ids).
export const POPUP_SCREEN_IDS = {
  confirmation: 'confirmation-popup',
  information: 'generic-pop-up',
  reasoning: 'generic-reasoning-popup',
  workflow: 'workflow-participant-chooser',
} as const;

export function popupScreenFor(popupType: string | undefined, screenId: string | undefined): string {
  if (screenId) return screenId;
  return (
    POPUP_SCREEN_IDS[(popupType ?? 'information') as keyof typeof POPUP_SCREEN_IDS] ??
    POPUP_SCREEN_IDS.information
  );
}
