import { Formio } from '@formio/js/form';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFormioComponent } from '../formio';
import { HtmlElement } from './HtmlContent';

beforeAll(() => registerFormioComponent('htmlelement', HtmlElement));

async function shown(content: string, data: Record<string, unknown>): Promise<HTMLElement> {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const form = await Formio.createForm(
    element,
    { components: [{ type: 'htmlelement', key: 'summary', tag: 'div', input: false, content }] },
    {},
  );
  await form.setSubmission({ data });
  await form.ready;
  return element.querySelector<HTMLElement>('.formio-component-summary')!;
}

describe('HtmlElement', () => {
  it('renders code with > and && inside {{ }}, which Form.io escaped before compiling it', async () => {
    const summary = await shown('<p class="size">A {{ data.a > 1 && data.b ? "big" : "small" }} one</p>', {
      a: 5,
      b: true,
    });
    await expect.poll(() => summary.querySelector('p.size')?.textContent).toBe('A big one');
  });

  it("keeps data as text and cleans the designer's markup after rendering", async () => {
    const summary = await shown('<p onclick="steal()">{{ data.name }}</p><script>steal()</script>', {
      name: '<img src=x onerror="steal()">',
    });
    await expect.poll(() => summary.querySelector('p')?.textContent).toBe('<img src=x onerror="steal()">');
    expect(summary.querySelector('img, script, [onclick]')).toBeNull();
  });
});
