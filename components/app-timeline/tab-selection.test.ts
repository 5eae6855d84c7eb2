import { describe, expect, it } from 'vitest';
import { FIRST_INSTALMENT_PLAN_TAB, TAB_SELECTED_EVENT, tabSelectionFor } from './tab-selection';
import { displayTimelineEvents } from './timeline-events';

const events = displayTimelineEvents(
  [
    { title: 'Plan created', date: '2024-01-01', eventId: 'a' },
    { title: 'First instalment', date: '2024-02-01', eventId: 'b' },
    { title: 'Completed', date: '2024-03-01', eventId: 'c' },
  ],
  () => '#b71c1c',
);

describe('tabSelectionFor', () => {
  it('names the first instalment plan tab and carries the clicked event', () => {
    expect(TAB_SELECTED_EVENT).toBe('tab-selected');
    expect(tabSelectionFor(events, 1)).toEqual({
      tabKey: FIRST_INSTALMENT_PLAN_TAB,
      event: { title: 'First instalment', date: '2024-02-01', status: undefined, eventId: 'b' },
    });
    expect(tabSelectionFor(events, 0)?.event.eventId).toBe('a');
  });

  it('selects nothing for the last real event, the trailing event or an index out of range', () => {
    expect(tabSelectionFor(events, 2)).toBeNull();
    expect(tabSelectionFor(events, 3)).toBeNull();
    expect(tabSelectionFor(events, 9)).toBeNull();
  });

  it('selects nothing when the only event is also the last', () => {
    const single = displayTimelineEvents([{ title: 'Only', date: '' }], () => '#000000');
    expect(tabSelectionFor(single, 0)).toBeNull();
  });
});
