import { Formio } from '@formio/js/form';
import { describe, expect, it } from 'vitest';
import { WORD_PROPERTY_MESSAGE } from '../../schemas/word-property-name';
import { appTimelineEditForm } from './edit-form';

/** The builder's settings form, filled in and submitted: answers the messages Form.io shows. */
async function settingsProblems(settings: Record<string, unknown>): Promise<string[]> {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const form = await Formio.createForm(element, appTimelineEditForm());
  // Conditions (e.g. label width only beside the input) settle in the change after the submission.
  const settled = new Promise((resolve) => form.once('change', resolve));
  await form.setSubmission({ data: settings });
  await settled;
  try {
    await form.submit();
    return [];
  } catch (errors) {
    return (errors as { message: string }[]).map((error) => error.message);
  } finally {
    form.destroy(true);
  }
}

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
