import { settingsProblems as editFormProblems } from '../../tests/helpers/edit-form-problems';
import { describe, expect, it } from 'vitest';
import { LABEL_POSITIONS } from '../../schemas/api-text-field';
import { PROPERTY_NAME_MESSAGE } from '../../schemas/screen-config';
import { urlBasedTextFieldEditForm } from './edit-form';

const settingsProblems = (settings: Record<string, unknown>) =>
  editFormProblems(urlBasedTextFieldEditForm(), settings);

const valid = {
  key: 'fineAmount',
  label: 'Fine amount',
  labelPosition: 'left-left',
  labelWidth: 30,
  labelMargin: 3,
  customOptions: {
    key: 'fine.amount',
    dependsOnConfig: [{ fieldName: 'fineNumber', changeEventType: 'keyup', changeEventTypeParams: 'Enter' }],
    apiUrl: '/api/court-fines/{{fineNumber}}',
    apiDataPath: 'amount',
  },
};

describe('API text field builder settings (spec 001 §5.4)', () => {
  it("has a 'Data & API' tab and the six label positions", () => {
    const [tabs] = urlBasedTextFieldEditForm().components as { components: { label: string }[] }[];
    expect(tabs?.components.map((tab) => tab.label)).toContain('Data & API');
    const json = JSON.stringify(urlBasedTextFieldEditForm());
    for (const position of LABEL_POSITIONS) expect(json).toContain(`"value":"${position}"`);
  });

  it('accepts complete settings', async () => {
    expect(await settingsProblems(valid)).toEqual([]);
  });

  it("refuses a property name ending in a dot, with the spec's message", async () => {
    const problems = await settingsProblems({
      ...valid,
      customOptions: { ...valid.customOptions, key: 'fine.' },
    });
    expect(problems).toEqual([PROPERTY_NAME_MESSAGE]);
  });

  it('requires the label, the property name, the API URL and the API data path', async () => {
    const problems = await settingsProblems({ key: 'fineAmount', customOptions: {} });
    expect(problems).toEqual([
      'Label is required',
      'Property Name is required',
      'API URL is required',
      'API Data Path is required',
    ]);
  });

  it('keeps label width and margin between 0 and 100', async () => {
    const problems = await settingsProblems({ ...valid, labelWidth: 120, labelMargin: -5 });
    expect(problems).toEqual([
      'Label Width cannot be greater than 100.',
      'Label Margin cannot be less than 0.',
    ]);
  });
});
