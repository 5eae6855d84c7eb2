import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_ICON, iconForStatus } from './event-icon';
import {
  displayTimelineEvents,
  EVENT_WIDTH_RATIO,
  eventWidthPercent,
  mapTimelineEvents,
} from './timeline-events';

const instalments = [
  { name: 'Instalment 1', dueOn: '2024-01-31', status: 'PAID', eventId: 'e1' },
  { name: 'Instalment 2', dueOn: '2024-02-29', status: 'pending', eventId: 'e2' },
];

describe('mapTimelineEvents', () => {
  it('reads title and date through the events field mapping, and keeps status and eventId', () => {
    const events = mapTimelineEvents(instalments, [
      { eventProperty: 'title', fieldName: 'name' },
      { eventProperty: 'date', fieldName: 'dueOn' },
    ]);
    expect(events).toEqual([
      { title: 'Instalment 1', date: '2024-01-31', status: 'PAID', eventId: 'e1' },
      { title: 'Instalment 2', date: '2024-02-29', status: 'pending', eventId: 'e2' },
    ]);
  });

  it('reads the fields named title and date when the mapping has no row for them', () => {
    expect(mapTimelineEvents([{ title: 'Opened', date: '2024-03-01', id: 7 }])).toEqual([
      { title: 'Opened', date: '2024-03-01', status: undefined, eventId: 7 },
    ]);
  });

  it('answers no events for a data source that is not a list, and skips items that are not objects', () => {
    expect(mapTimelineEvents(undefined)).toEqual([]);
    expect(mapTimelineEvents({ title: 'x' })).toEqual([]);
    expect(mapTimelineEvents([null, 'x', { title: 'Kept' }]).map((event) => event.title)).toEqual(['Kept']);
  });
});

describe('displayTimelineEvents', () => {
  it('gives each event its colour and status icon and adds one blank trailing event', () => {
    const shown = displayTimelineEvents(
      mapTimelineEvents(instalments, [{ eventProperty: 'title', fieldName: 'name' }]),
      (_e, index) => (index === 0 ? '#111111' : '#222222'),
    );
    expect(shown).toHaveLength(3);
    expect(shown[0]).toMatchObject({
      title: 'Instalment 1',
      colour: '#111111',
      icon: 'pi pi-check',
      trailing: false,
    });
    expect(shown[1]).toMatchObject({ colour: '#222222', icon: 'pi pi-clock', trailing: false });
    expect(shown[2]).toMatchObject({ title: '', date: '', trailing: true });
  });

  it('shows nothing at all, not even the trailing event, for no events', () => {
    expect(displayTimelineEvents([], () => '#000000')).toEqual([]);
  });
});

describe('event width', () => {
  it('gives each real event 0.9 of an equal share of the width', () => {
    expect(EVENT_WIDTH_RATIO).toBe(0.9);
    expect(eventWidthPercent(4)).toBe(22.5);
    expect(eventWidthPercent(3)).toBe(30);
    expect(eventWidthPercent(1)).toBe(90);
    expect(eventWidthPercent(0)).toBe(0);
  });
});

describe('iconForStatus', () => {
  it('picks by status in any case, and a calendar for an unknown or missing status', () => {
    expect(iconForStatus(' Completed ')).toBe('pi pi-check');
    expect(iconForStatus('OVERDUE')).toBe('pi pi-exclamation-triangle');
    expect(iconForStatus('something else')).toBe(DEFAULT_EVENT_ICON);
    expect(iconForStatus(undefined)).toBe(DEFAULT_EVENT_ICON);
  });
});
