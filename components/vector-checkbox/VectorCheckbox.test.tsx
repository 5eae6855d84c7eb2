import { Formio } from '@formio/js/form';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testComponentContext } from '../../tests/helpers/component-context';
import { registerCustomComponents } from '../index';

beforeAll(() => registerCustomComponents(testComponentContext()));

const tile = (key: string, aclResource: string, label: string) => ({
  type: 'vector-checkbox',
  key,
  label,
  input: true,
  aclResource,
  apiKey: key,
  imageKey: 'create',
  customOptions: { propertyName: key },
});

async function renderForm(components: unknown[]) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const form = await Formio.createForm(element, { components });
  await form.ready;
  return form;
}

describe('permission tile (vector-checkbox) inside Form.io', () => {
  it('writes its acl resource when ticked and an empty string when unticked', async () => {
    const form = await renderForm([
      tile('canCreate', 'court-fines.write', 'Create fines'),
      tile('canView', 'court-fines.read', 'View fines'),
    ]);
    const create = await screen.findByLabelText('Create fines');
    fireEvent.click(create);
    await waitFor(() => expect(form.submission.data.canCreate).toBe('court-fines.write'));
    expect(form.submission.data.canView).toBe('');
    expect(create.closest('label')?.className).toContain('is-checked');
    fireEvent.click(create);
    await waitFor(() => expect(form.submission.data.canCreate).toBe(''));
  });

  it('shows a value set on the form as ticked', async () => {
    const form = await renderForm([tile('canSign', 'fines.sign', 'Sign')]);
    await form.setSubmission({ data: { canSign: 'fines.sign' } });
    await waitFor(() => expect((screen.getByLabelText('Sign') as HTMLInputElement).checked).toBe(true));
  });
});
