// The timeline component (`app-timeline`): a display component, so it keeps no value of its own.
import type { TimelineSettings } from '../../schemas/timeline';
import type { FormioComponentClass } from '../formio';
import { defineReactComponent } from '../react-component';
import { timelineView } from './AppTimelineView';
import { startTabSelection } from './select-tab';
import type { RandomSource } from './timeline-palette';

/** Makes the Form.io class; tests pass a fixed random source so colours are known. */
export function createAppTimeline(random: RandomSource = Math.random): FormioComponentClass {
  return defineReactComponent<TimelineSettings>({
    type: 'app-timeline',
    title: 'Timeline',
    icon: 'clock-o',
    schema: {
      type: 'app-timeline',
      key: 'timeline',
      label: 'Timeline',
      input: false,
      persistent: false,
      customOptions: { propertyName: 'timeline', dataSource: '', eventsFieldMapping: [] },
    },
    view: timelineView(random),
    onAttach: startTabSelection,
  });
}

export const AppTimeline = createAppTimeline();
