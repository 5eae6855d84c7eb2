import { describe, expect, it } from 'vitest';
import type { FormComponent } from '../../../schemas/form-definition';
import { resolveNestedForms } from './nested-forms';

const forms: Record<string, FormComponent[]> = {
  offender: [{ type: 'textfield', key: 'name' }],
  'fine-view': [{ type: 'form', key: 'offender', formId: 'offender' }],
  loop: [{ type: 'form', key: 'again', formId: 'loop' }],
};
const load = async (id: string) => {
  if (!forms[id]) throw new Error(`no form ${id}`);
  return forms[id]!;
};

describe('resolveNestedForms', () => {
  it('inlines nested forms recursively, inside layout components too', async () => {
    const resolved = await resolveNestedForms(
      [
        {
          type: 'columns',
          key: 'c',
          columns: [{ components: [{ type: 'form', key: 'detail', formId: '{{formId}}' }] }],
        },
      ],
      load,
      { formId: 'fine-view' },
    );
    const nested = (resolved[0]!.columns as { components: FormComponent[] }[])[0]!.components[0]!;
    expect(nested).toMatchObject({ type: 'form', key: 'detail', formId: 'fine-view' });
    expect(nested.components).toEqual([
      { type: 'form', key: 'offender', formId: 'offender', components: [{ type: 'textfield', key: 'name' }] },
    ]);
  });

  it('refuses a form that includes itself and a {{formId}} without state', async () => {
    await expect(resolveNestedForms(forms.loop!, load, {})).rejects.toThrow(/includes itself/);
    await expect(
      resolveNestedForms([{ type: 'form', key: 'x', formId: '{{formId}}' }], load, {}),
    ).rejects.toThrow(/no formId/);
  });
});
