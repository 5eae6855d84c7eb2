// Form.io's text area, whose read-only text (a disabled field, a screen shown for review) is named by the
// field's label for screen readers: Form.io draws it as a div with the role textbox and names it only in a
// form opened read-only as a whole, so a disabled text area was a nameless textbox.
import { FormioTextArea } from '../formio';

export class NamedTextArea extends FormioTextArea {
  attach(element: HTMLElement): unknown {
    const attached: unknown = super.attach(element);
    const self = this as unknown as {
      refs: { input?: HTMLElement[] };
      component: { label?: string; key?: string };
    };
    const name = self.component.label || self.component.key || '';
    for (const input of self.refs.input ?? [])
      if (input.getAttribute('role') === 'textbox' && !input.hasAttribute('aria-label') && name)
        input.setAttribute('aria-label', name);
    return attached;
  }
}
