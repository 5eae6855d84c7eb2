import { describe, expect, it } from 'vitest';
import { checkSchema } from '../../runtime/core/schema-validator';
import { TIMELINE_EVENT_PROPERTIES, TimelineSettings } from '../../schemas/timeline';
import { WORD_PROPERTY_MESSAGE } from '../../schemas/word-property-name';

const valid = {
  type: 'app-timeline',
  key: 'planTimeline',
  customOptions: {
    propertyName: 'plan_timeline1',
    dataSource: 'instalmentPlan.events',
    eventsFieldMapping: [{ eventProperty: 'title', fieldName: 'name' }],
  },
};

describe('timeline settings (spec 001 §5.3)', () => {
  it('accepts valid settings', () => {
    expect(checkSchema(TimelineSettings, valid)).toEqual([]);
  });

  it('refuses a property name with a dash or dot, with the spec message', () => {
    for (const propertyName of ['plan-timeline', 'plan.timeline', '']) {
      const problems = checkSchema(TimelineSettings, {
        ...valid,
        customOptions: { ...valid.customOptions, propertyName },
      });
      expect(problems).toContainEqual({
        path: '/customOptions/propertyName',
        message: WORD_PROPERTY_MESSAGE,
      });
    }
  });

  it('requires the data source', () => {
    const { dataSource: _dropped, ...withoutSource } = valid.customOptions;
    expect(checkSchema(TimelineSettings, { ...valid, customOptions: withoutSource })).toContainEqual({
      path: '/customOptions/dataSource',
      message: 'dataSource is required',
    });
    expect(
      checkSchema(TimelineSettings, { ...valid, customOptions: { ...valid.customOptions, dataSource: '' } }),
    ).not.toEqual([]);
  });

  it('allows only title and date as mapped event properties', () => {
    const problems = checkSchema(TimelineSettings, {
      ...valid,
      customOptions: {
        ...valid.customOptions,
        eventsFieldMapping: [{ eventProperty: 'status', fieldName: 's' }],
      },
    });
    expect(problems.map((problem) => problem.path)).toContain(
      '/customOptions/eventsFieldMapping/0/eventProperty',
    );
  });

  it('accepts every event property the builder offers', () => {
    for (const eventProperty of TIMELINE_EVENT_PROPERTIES) {
      const customOptions = {
        ...valid.customOptions,
        eventsFieldMapping: [{ eventProperty, fieldName: 'f' }],
      };
      expect(checkSchema(TimelineSettings, { ...valid, customOptions }), eventProperty).toEqual([]);
    }
  });
});
