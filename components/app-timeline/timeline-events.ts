// From the data-source list to what the timeline shows (spec 001 §3.7, §4.2): each item becomes an
// event (title, date, status, eventId) through the events field mapping, gets a colour and an icon,
// and a blank trailing event follows the real ones so the last real event keeps its full width.
import type { TimelineEventProperty, TimelineFieldMapping } from '../../schemas/timeline';
import { iconForStatus } from './event-icon';

export interface TimelineEvent {
  title: string;
  date: string;
  status?: string;
  eventId?: string | number;
}

export interface DisplayedTimelineEvent extends TimelineEvent {
  colour: string;
  icon: string;
  /** The blank event added after the real ones. */
  trailing: boolean;
}

/** Share of the width the real events take (spec 001 §9): each gets 0.9 of an equal part. */
export const EVENT_WIDTH_RATIO = 0.9;

export function eventWidthPercent(realEventCount: number): number {
  if (realEventCount <= 0) return 0;
  // Rounded so CSS gets 30%, not 30.000000000000004%.
  return Math.round((100 / realEventCount) * EVENT_WIDTH_RATIO * 1000) / 1000;
}

function fieldFor(mapping: readonly TimelineFieldMapping[], property: TimelineEventProperty): string {
  return mapping.find((row) => row.eventProperty === property && row.fieldName)?.fieldName ?? property;
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** Maps each item of the list; a property without a mapping row reads the field of its own name. */
export function mapTimelineEvents(
  list: unknown,
  mapping: readonly TimelineFieldMapping[] = [],
): TimelineEvent[] {
  if (!Array.isArray(list)) return [];
  const titleField = fieldFor(mapping, 'title');
  const dateField = fieldFor(mapping, 'date');
  return list
    .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
    .map((item) => ({
      title: text(item[titleField]),
      date: text(item[dateField]),
      status: item.status === undefined ? undefined : text(item.status),
      eventId: (item.eventId ?? item.id) as string | number | undefined,
    }));
}

/** Adds colour and icon to each event and the blank trailing event; none at all for an empty list. */
export function displayTimelineEvents(
  events: readonly TimelineEvent[],
  colourFor: (event: TimelineEvent, index: number) => string,
): DisplayedTimelineEvent[] {
  if (events.length === 0) return [];
  const shown = events.map((event, index) => ({
    ...event,
    colour: colourFor(event, index),
    icon: iconForStatus(event.status),
    trailing: false,
  }));
  return [...shown, { title: '', date: '', colour: 'transparent', icon: '', trailing: true }];
}
