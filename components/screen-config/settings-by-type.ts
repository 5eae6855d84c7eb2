// Which screen configuration settings a screen type is offered in the builder (spec 000 §5, "field
// visibility by screen type"): submission, redirect and popups for create and action screens, the
// retrieval URL for data display and action screens. Both the basic settings dialog and the structured
// editor under "Advanced settings…" read this one table.
import type { ScreenType } from '../../schemas/screen-config';

const NOT_OFFERED: Readonly<Record<ScreenType, readonly string[]>> = {
  create: ['retrievalUrl'],
  view: [
    'submissionUrl',
    'redirectUrlAfterSubmission',
    'navigateViaBrowser',
    'submitSuccessPopup',
    'errorPopup',
  ],
  action: [],
};

/** The screen type a setting is not offered on, if any (each such setting is hidden on one type). */
export function screenTypeWithout(setting: string): ScreenType | undefined {
  return (Object.keys(NOT_OFFERED) as ScreenType[]).find((type) => NOT_OFFERED[type].includes(setting));
}

/**
 * The settings to leave out of an editor of this screen configuration: those its type is not offered,
 * except where the configuration already holds a value (kept visible so that it can be seen and removed).
 */
export function settingsNotOffered(config: Readonly<Record<string, unknown>>): string[] {
  const type = config.screenType;
  if (type !== 'create' && type !== 'view' && type !== 'action') return [];
  return NOT_OFFERED[type].filter((setting) => config[setting] === undefined);
}
