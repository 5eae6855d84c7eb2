import { Formio } from '@formio/js/form';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFormioComponent } from '../formio';
import { NamedTextArea } from './NamedTextArea';

beforeAll(() => registerFormioComponent('textarea', NamedTextArea));

async function textbox(component: Record<string, unknown>): Promise<HTMLElement | null> {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const form = await Formio.createForm(element, { components: [component] }, {});
  await form.ready;
  return element.querySelector<HTMLElement>('[role="textbox"]');
}

describe('NamedTextArea', () => {
  it("names a disabled text area's read-only text by its label", async () => {
    const box = await textbox({
      type: 'textarea',
      key: 'remarks',
      label: 'Remarks',
      disabled: true,
      input: true,
    });
    expect(box?.getAttribute('aria-label')).toBe('Remarks');
  });

  it('shows read-only text as typed, not as HTML, in a disabled field and in a form opened read-only', async () => {
    const reason = 'Left <i>country</i> <a href="https://elsewhere.example">here</a><input placeholder="pw">';
    const disabled = await textbox({
      type: 'textarea',
      key: 'reason',
      label: 'Reason',
      disabled: true,
      input: true,
      defaultValue: reason,
    });
    expect(disabled?.textContent).toBe(reason);
    expect(disabled?.querySelector('i, a, input')).toBeNull();

    const element = document.createElement('div');
    document.body.appendChild(element);
    const form = await Formio.createForm(
      element,
      { components: [{ type: 'textarea', key: 'reason', label: 'Reason', input: true }] },
      { readOnly: true },
    );
    await form.setSubmission({ data: { reason } });
    const shown = element.querySelector<HTMLElement>('[role="textbox"]');
    expect(shown?.textContent).toBe(reason);
    expect(shown?.querySelector('i, a, input')).toBeNull();
  });

  it('leaves an editable text area to its label element', async () => {
    const element = document.createElement('div');
    document.body.appendChild(element);
    const form = await Formio.createForm(
      element,
      { components: [{ type: 'textarea', key: 'remarks', label: 'Remarks', input: true }] },
      {},
    );
    await form.ready;
    const area = element.querySelector('textarea');
    expect(area?.hasAttribute('aria-label')).toBe(false);
    expect(element.querySelector(`label[for="${area?.id}"]`)?.textContent).toContain('Remarks');
  });
});
