// The timeline (spec 001 §2.2, §4.2): the events of the data-source list in a row of coloured markers,
// each with an icon, its title and its date in brackets. A marker click selects the instalment plan's
// first tab (see tab-selection.ts).
import get from 'lodash/get';
import { Timeline } from 'primereact/timeline';
import { useState, type CSSProperties } from 'react';
import type { TimelineSettings } from '../../schemas/timeline';
import type { ReactViewProps } from '../react-component';
import { formatEventDate } from './event-date';
import { TAB_SELECTED_EVENT, tabSelectionFor } from './tab-selection';
import { pickPaletteColour, type RandomSource } from './timeline-palette';
import {
  displayTimelineEvents,
  eventWidthPercent,
  mapTimelineEvents,
  type DisplayedTimelineEvent,
  type TimelineEvent,
} from './timeline-events';
import { useFormChanges } from './use-form-changes';
import './app-timeline.css';

/** The view, with its source of randomness for the colours (tests pass a fixed one). */
export function timelineView(random: RandomSource) {
  return function AppTimelineView({
    settings,
    formData,
    context,
    instance,
  }: ReactViewProps<TimelineSettings>) {
    useFormChanges(instance);
    const [selected, setSelected] = useState<number | null>(null);
    // A colour stays with its event across re-renders; a new event draws one at random.
    const [colours] = useState(() => new Map<string, string>());
    const options = settings.customOptions;

    const list = options?.dataSource ? get(formData, options.dataSource) : undefined;
    const mapped = mapTimelineEvents(list, options?.eventsFieldMapping);
    const colourFor = (event: TimelineEvent, index: number) => {
      const identity = `${event.eventId ?? `#${index}`}`;
      let colour = colours.get(identity);
      if (!colour) {
        colour = pickPaletteColour(random);
        colours.set(identity, colour);
      }
      return colour;
    };
    const events = displayTimelineEvents(mapped, colourFor);
    if (events.length === 0) {
      // The builder has no data: say where the events will come from rather than show nothing.
      const hint = instance.builderMode
        ? `Timeline of ${options?.dataSource || 'a list in the form data'}`
        : '';
      return <div className="ignite-timeline ignite-timeline--empty">{hint}</div>;
    }

    const select = (index: number) => {
      const selection = tabSelectionFor(events, index);
      if (!selection) return;
      setSelected(index);
      instance.emit(TAB_SELECTED_EVENT, selection);
      context.events.emit(TAB_SELECTED_EVENT, selection);
    };

    const marker = (event: DisplayedTimelineEvent, index: number) => {
      if (event.trailing) return <span className="ignite-timeline__marker is-blank" aria-hidden="true" />;
      const style = { backgroundColor: event.colour };
      const icon = <i className={event.icon} aria-hidden="true" />;
      if (!tabSelectionFor(events, index)) {
        return (
          <span className="ignite-timeline__marker" style={style}>
            {icon}
          </span>
        );
      }
      return (
        <button
          type="button"
          className={`ignite-timeline__marker is-clickable${selected === index ? ' is-selected' : ''}`}
          style={style}
          aria-label={event.title}
          aria-pressed={selected === index}
          onClick={() => select(index)}
        >
          {icon}
        </button>
      );
    };

    const content = (event: DisplayedTimelineEvent) =>
      event.trailing ? null : (
        <div className="ignite-timeline__text">
          <div className="ignite-timeline__title">{event.title}</div>
          {event.date && <div className="ignite-timeline__date">({formatEventDate(event.date)})</div>}
        </div>
      );

    const width = {
      '--ignite-timeline-event-width': `${eventWidthPercent(mapped.length)}%`,
    } as CSSProperties;
    return (
      <div className="ignite-timeline" style={width}>
        <Timeline value={events} layout="horizontal" align="top" marker={marker} content={content} />
      </div>
    );
  };
}
