import { settingsProblems as editFormProblems } from '../../tests/helpers/edit-form-problems';
import { describe, expect, it } from 'vitest';
import { WORD_PROPERTY_MESSAGE } from '../../schemas/word-property-name';
import { vectorCheckboxEditForm } from './edit-form';

const settingsProblems = (settings: Record<string, unknown>) =>
  editFormProblems(vectorCheckboxEditForm(), settings);

const valid = {
  key: 'createFine',
  label: 'Create fines',
  aclResource: 'court-fines.write',
  apiKey: 'acls.createFine',
  imageKey: 'create',
  customOptions: { propertyName: 'createFine' },
};

describe('permission tile builder settings (spec 001 §5.5)', () => {
  it('accepts complete settings without an initial value evaluator', async () => {
    expect(await settingsProblems(valid)).toEqual([]);
  });

  it("refuses a property name with a dash or dot, with the spec's message", async () => {
    expect(await settingsProblems({ ...valid, customOptions: { propertyName: 'create-fine' } })).toEqual([
      WORD_PROPERTY_MESSAGE,
    ]);
  });

  it('requires the property name, the ACL key, the label, the API key and the image', async () => {
    expect(await settingsProblems({ key: 'createFine', imageKey: '' })).toEqual([
      'Label is required',
      'Property Name is required',
      'ACL Key is required',
      'API Key is required',
      'Image is required',
    ]);
  });
});
