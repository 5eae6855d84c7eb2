import { Formio } from '@formio/js/form';
import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testComponentContext } from '../tests/helpers/component-context';
import { registerFormioComponent } from './formio';
import { defineReactComponent, provideComponentContext } from './react-component';

const started = vi.fn();
const stopped = vi.fn();

beforeAll(() => {
  provideComponentContext(testComponentContext());
  registerFormioComponent(
    'seam-probe',
    defineReactComponent({
      type: 'seam-probe',
      title: 'Probe',
      icon: 'circle',
      schema: { type: 'seam-probe', key: 'probe', input: true },
      view: ({ value }) => <span className="seam-probe">{String(value ?? '')}</span>,
      onAttach: (instance) => {
        started(instance.component.key);
        return () => stopped(instance.component.key);
      },
    }),
  );
});

async function render(options: Record<string, unknown> = {}) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const form = await Formio.createForm(
    element,
    { components: [{ type: 'seam-probe', key: 'probe' }] },
    options,
  );
  await form.ready;
  return { form, element };
}

describe('defineReactComponent onAttach', () => {
  it('runs the behaviour while the component is attached, once at a time, and stops it on destroy', async () => {
    started.mockClear();
    stopped.mockClear();
    const { form, element } = await render();
    await waitFor(() => expect(element.querySelector('.seam-probe')).not.toBeNull());
    // Form.io may attach more than once while it builds; each start is matched by a stop.
    expect(started.mock.calls.length - stopped.mock.calls.length).toBe(1);
    form.getComponent('probe').redraw();
    expect(started.mock.calls.length - stopped.mock.calls.length).toBe(1);
    form.destroy(true);
    expect(started.mock.calls.length).toBe(stopped.mock.calls.length);
    element.remove();
  });

  it('does not run the behaviour in the builder', async () => {
    started.mockClear();
    const { form, element } = await render({ attachMode: 'builder' });
    expect(started).not.toHaveBeenCalled();
    form.destroy(true);
    element.remove();
  });
});
