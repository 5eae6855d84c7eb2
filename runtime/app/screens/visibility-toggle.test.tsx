import { Formio } from '@formio/js/form';
import { describe, expect, it, vi } from 'vitest';
import { wireVisibilityToggles } from './screen-listeners';

describe('toggle-{key} events', () => {
  it('show a component hidden by the designer, and hide it again', async () => {
    const element = document.createElement('div');
    document.body.appendChild(element);
    const form = await Formio.createForm(element, {
      components: [
        {
          type: 'panel',
          key: 'details',
          title: 'Details',
          hidden: true,
          components: [
            {
              type: 'htmlelement',
              key: 'text',
              tag: 'p',
              content: 'Secret details of {{ data.name }}',
              refreshOnChange: true,
            },
          ],
        },
        { type: 'textfield', key: 'name' },
      ],
    });
    await form.ready;
    await form.setSubmission({ data: { name: 'Tan' } });
    wireVisibilityToggles(form);
    const shown = () => {
      const panel = element.querySelector('.formio-component-details') as HTMLElement | null;
      return Boolean(
        panel &&
        !panel.classList.contains('formio-hidden') &&
        panel.textContent?.includes('Secret details of Tan'),
      );
    };
    expect(shown()).toBe(false);
    form.emit('toggle-details', { key: 'details' });
    await vi.waitFor(() => expect(shown()).toBe(true));
    form.emit('toggle-details', { key: 'details' });
    await vi.waitFor(() => expect(shown()).toBe(false));
  });
});
