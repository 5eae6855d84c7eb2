// Settings of the timeline (`app-timeline`), spec 001 §3.7 and §5.3. They sit under customOptions, as
// for our other custom components.
import Type from 'typebox';
export * from './values/timeline';
import { WordPropertyName } from './word-property-name';

/** One row of the events field mapping: which field of a data-source item feeds an event property. */
export const TimelineFieldMapping = Type.Object({
  eventProperty: Type.Union([Type.Literal('title'), Type.Literal('date')]),
  fieldName: Type.String({ minLength: 1 }),
});
export type TimelineFieldMapping = Type.Static<typeof TimelineFieldMapping>;

export const TimelineOptions = Type.Object(
  {
    propertyName: WordPropertyName,
    dataSource: Type.String({
      minLength: 1,
      description: 'Path in the form data of the list the events come from',
    }),
    eventsFieldMapping: Type.Optional(Type.Array(TimelineFieldMapping)),
  },
  { additionalProperties: true },
);
export type TimelineOptions = Type.Static<typeof TimelineOptions>;

export const TimelineSettings = Type.Object(
  {
    type: Type.Literal('app-timeline'),
    key: Type.String({ minLength: 1 }),
    label: Type.Optional(Type.String()),
    customOptions: TimelineOptions,
  },
  { additionalProperties: true, $id: 'TimelineSettings' },
);
export type TimelineSettings = Type.Static<typeof TimelineSettings>;
