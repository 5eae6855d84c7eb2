import { describe, expect, it } from 'vitest';
import { checkSchema } from '../../runtime/core/schema-validator';
import { ApiTextFieldSettings, CHANGE_EVENT_TYPES, LABEL_POSITIONS } from '../../schemas/api-text-field';
import { PROPERTY_NAME_MESSAGE } from '../../schemas/screen-config';

const valid = {
  type: 'url-based-textfield',
  key: 'fineAmount',
  label: 'Fine amount',
  labelPosition: 'left-right',
  labelWidth: 30,
  labelMargin: 3,
  customOptions: {
    key: 'fine.amount',
    dependsOnConfig: [{ fieldName: 'fineNumber', changeEventType: 'keyup', changeEventTypeParams: 'Enter' }],
    apiUrl: '/api/court-fines/{{fineNumber}}',
    apiDataPath: 'amount',
    dataKey: '*',
  },
};

const withOptions = (options: Record<string, unknown>) => ({
  ...valid,
  customOptions: { ...valid.customOptions, ...options },
});

describe('API text field settings (spec 001 §5.4)', () => {
  it('accepts valid settings', () => {
    expect(checkSchema(ApiTextFieldSettings, valid)).toEqual([]);
  });

  it("refuses a property name ending in a dot or dash, or with other characters, with the spec's message", () => {
    for (const key of ['fine.', 'fine-', '-fine', 'fine amount']) {
      expect(checkSchema(ApiTextFieldSettings, withOptions({ key }))).toContainEqual({
        path: '/customOptions/key',
        message: PROPERTY_NAME_MESSAGE,
      });
    }
    expect(checkSchema(ApiTextFieldSettings, withOptions({ key: 'a' }))).toEqual([]);
  });

  it('requires apiUrl, apiDataPath and the label', () => {
    expect(checkSchema(ApiTextFieldSettings, withOptions({ apiUrl: '' }))).not.toEqual([]);
    expect(checkSchema(ApiTextFieldSettings, withOptions({ apiDataPath: '' }))).not.toEqual([]);
    expect(checkSchema(ApiTextFieldSettings, { ...valid, label: '' })).not.toEqual([]);
  });

  it('keeps labelWidth and labelMargin between 0 and 100 and the label position to the six known', () => {
    expect(checkSchema(ApiTextFieldSettings, { ...valid, labelWidth: 101 })).not.toEqual([]);
    expect(checkSchema(ApiTextFieldSettings, { ...valid, labelMargin: -1 })).not.toEqual([]);
    expect(checkSchema(ApiTextFieldSettings, { ...valid, labelPosition: 'middle' })).not.toEqual([]);
  });

  it('allows only click, change, keyup and keydown as change event types', () => {
    const problems = checkSchema(
      ApiTextFieldSettings,
      withOptions({ dependsOnConfig: [{ fieldName: 'a', changeEventType: 'blur' }] }),
    );
    expect(problems.map((problem) => problem.path)).toContain(
      '/customOptions/dependsOnConfig/0/changeEventType',
    );
  });

  it('accepts every label position and change event type the builder offers', () => {
    for (const labelPosition of LABEL_POSITIONS) {
      expect(checkSchema(ApiTextFieldSettings, { ...valid, labelPosition }), labelPosition).toEqual([]);
    }
    for (const changeEventType of CHANGE_EVENT_TYPES) {
      const settings = withOptions({ dependsOnConfig: [{ fieldName: 'a', changeEventType }] });
      expect(checkSchema(ApiTextFieldSettings, settings), changeEventType).toEqual([]);
    }
  });
});
