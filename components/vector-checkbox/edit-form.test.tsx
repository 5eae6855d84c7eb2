import { Formio } from '@formio/js/form';
import { describe, expect, it } from 'vitest';
import { WORD_PROPERTY_MESSAGE } from '../../schemas/word-property-name';
import { vectorCheckboxEditForm } from './edit-form';

/** The builder's settings form, filled in and submitted: answers the messages Form.io shows. */
async function settingsProblems(settings: Record<string, unknown>): Promise<string[]> {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const form = await Formio.createForm(element, vectorCheckboxEditForm());
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
