import { settingsProblems as editFormProblems } from '../../tests/helpers/edit-form-problems';
import { describe, expect, it } from 'vitest';
import { WORD_PROPERTY_MESSAGE } from '../../schemas/word-property-name';
import { appTimelineEditForm } from './edit-form';

const settingsProblems = (settings: Record<string, unknown>) =>
  editFormProblems(appTimelineEditForm(), settings);

const valid = {
  key: 'planTimeline',
  customOptions: {
    propertyName: 'planTimeline',
    dataSource: 'plan.events',
    eventsFieldMapping: [{ eventProperty: 'title', fieldName: 'name' }],
  },
};

describe('timeline builder settings (spec 001 §5.3)', () => {
  it('accepts complete settings', async () => {
    expect(await settingsProblems(valid)).toEqual([]);
  });

  it("refuses a property name that is not letters, digits and underscores, with the spec's message", async () => {
    const problems = await settingsProblems({
      ...valid,
      customOptions: { ...valid.customOptions, propertyName: 'plan-timeline.' },
    });
    expect(problems).toEqual([WORD_PROPERTY_MESSAGE]);
  });

  it('requires the property name and the data source', async () => {
    const problems = await settingsProblems({ key: 'planTimeline', customOptions: {} });
    expect(problems).toEqual(['Property Name is required', 'Data Source is required']);
  });
});
