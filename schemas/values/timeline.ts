// The plain values of the timeline's settings (spec 001 §3.7), free of TypeBox.

export const TIMELINE_EVENT_PROPERTIES = ['title', 'date'] as const;
export type TimelineEventProperty = (typeof TIMELINE_EVENT_PROPERTIES)[number];
