import { Formio } from '@formio/js/form';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EventBus, EVENTS } from '../../runtime/core/event-bus';
import { testComponentContext } from '../../tests/helpers/component-context';
import { registerCustomComponents } from '../index';

const events = new EventBus();
beforeAll(() => registerCustomComponents(testComponentContext({ events })));

const tile = (key: string, aclResource: string, label: string, extra: Record<string, unknown> = {}) => ({
  type: 'vector-checkbox',
  key,
  label,
  input: true,
  aclResource,
  apiKey: key,
  imageKey: 'create',
  customOptions: { propertyName: key },
  ...extra,
});

// Each test's form is destroyed and its element removed, so queries see only the current form.
const rendered: { form: { destroy(all?: boolean): void }; element: HTMLElement }[] = [];
afterEach(() => {
  for (const { form, element } of rendered.splice(0)) {
    form.destroy(true);
    element.remove();
  }
});

async function renderForm(components: unknown[]) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const form = await Formio.createForm(element, { components });
  rendered.push({ form, element });
  await form.ready;
  return form;
}

const checkbox = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

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

  it('writes into the root submission at apiKey, a nested path', async () => {
    const form = await renderForm([
      tile('createFine', 'court-fines.write', 'Create fines', { apiKey: 'acls.createFine' }),
    ]);
    fireEvent.click(await screen.findByLabelText('Create fines'));
    await waitFor(() => expect(form.submission.data.acls).toEqual({ createFine: 'court-fines.write' }));
    expect(form.submission.data.createFine).toBe('court-fines.write');
    fireEvent.click(checkbox('Create fines'));
    await waitFor(() => expect(form.submission.data.acls).toEqual({ createFine: '' }));
  });

  it('keeps the ticked acl resources in a list on the form instance', async () => {
    const form = await renderForm([
      tile('canCreate', 'court-fines.write', 'Create fines'),
      tile('canView', 'court-fines.read', 'View fines'),
    ]);
    fireEvent.click(await screen.findByLabelText('Create fines'));
    fireEvent.click(checkbox('View fines'));
    await waitFor(() => expect(form.checkedAclResources).toEqual(['court-fines.write', 'court-fines.read']));
    fireEvent.click(checkbox('Create fines'));
    await waitFor(() => expect(form.checkedAclResources).toEqual(['court-fines.read']));
  });

  it('shows a value set on the form as ticked', async () => {
    const form = await renderForm([tile('canSign', 'fines.sign', 'Sign')]);
    await form.setSubmission({ data: { canSign: 'fines.sign' } });
    await waitFor(() => expect(checkbox('Sign').checked).toBe(true));
  });

  it('shows loaded data holding its acl resource at apiKey as ticked, and lists it', async () => {
    const form = await renderForm([tile('sign', 'fines.sign', 'Sign', { apiKey: 'acls.sign' })]);
    const data = { acls: { sign: 'fines.sign' } };
    await form.setSubmission({ data });
    events.emit(EVENTS.FORM_DATA_LOADED, data);
    await waitFor(() => expect(checkbox('Sign').checked).toBe(true));
    expect(form.checkedAclResources).toEqual(['fines.sign']);
  });

  it('is ticked on form data load when its initial value evaluator is truthy, not when falsy', async () => {
    const form = await renderForm([
      tile('canApprove', 'fines.approve', 'Approve', {
        apiKey: 'acls.approve',
        initialValueEvaluator: "data.role.acls.includes('fines.approve')",
      }),
      tile('canRestore', 'fines.restore', 'Restore', {
        initialValueEvaluator: "data.role.acls.includes('fines.restore')",
      }),
    ]);
    const data = { role: { acls: ['fines.approve'] } };
    await form.setSubmission({ data });
    await waitFor(() => expect(checkbox('Approve').checked).toBe(false));
    events.emit(EVENTS.FORM_DATA_LOADED, data);
    await waitFor(() => expect(checkbox('Approve').checked).toBe(true));
    expect(form.submission.data.canApprove).toBe('fines.approve');
    expect(form.submission.data.acls).toEqual({ approve: 'fines.approve' });
    expect(form.checkedAclResources).toEqual(['fines.approve']);
    expect(checkbox('Restore').checked).toBe(false);
    expect(form.submission.data.canRestore).toBe('');
  });

  it('draws its label inside the tile only, not again above it', async () => {
    const form = await renderForm([tile('canView', 'court-fines.read', 'View fines')]);
    await screen.findByLabelText('View fines');
    // Form.io keeps its own label for screen readers only.
    const formioLabel = (form.element as HTMLElement).querySelector('label[ref="label"]');
    expect(formioLabel?.className).toContain('visually-hidden');
  });
});
