// Clicking a timeline marker selects the first tab of the instalment plan (spec 001 §4.2), except on
// the last real event and on the blank trailing one. The event goes out under TAB_SELECTED_EVENT on
// Form.io's emitter (form.on('tab-selected', ...)) and on the app's event bus.
import type { DisplayedTimelineEvent, TimelineEvent } from './timeline-events';

export const TAB_SELECTED_EVENT = 'tab-selected';

/** Key of the instalment plan's first tab, the tab a marker click selects. */
export const FIRST_INSTALMENT_PLAN_TAB = 'instalmentPlanTab1';

export interface TabSelected {
  tabKey: string;
  /** The clicked event (title, date, status, eventId). */
  event: TimelineEvent;
}

/** The tab-selected payload for a click on the marker at `index`, or null when that marker selects nothing. */
export function tabSelectionFor(
  events: readonly DisplayedTimelineEvent[],
  index: number,
): TabSelected | null {
  const clicked = events[index];
  const lastRealIndex = events.filter((event) => !event.trailing).length - 1;
  if (!clicked || clicked.trailing || index >= lastRealIndex) return null;
  const { title, date, status, eventId } = clicked;
  return { tabKey: FIRST_INSTALMENT_PLAN_TAB, event: { title, date, status, eventId } };
}
