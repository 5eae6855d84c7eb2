// Form.io's text area, as the portal shows its read-only text (a disabled field, a screen shown for
// review). Form.io draws that text as a div with the role textbox:
// - it names it only in a form opened read-only as a whole, so a disabled text area was a nameless textbox:
//   it is named by the field's label;
// - it writes the value into it as HTML (sanitized, iframes allowed) unless the component's inputFormat is
//   'plain', which Form.io's builder does not set by default: a reason typed as `<h1>` or a link showed as
//   a heading or a live link on the approver's screen. A plain text area (no rich-text editor) shows what
//   was typed, as text; a rich-text one keeps Form.io's sanitized HTML.
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

  setReadOnlyValue(value: unknown, index = 0): void {
    const self = this as unknown as {
      isPlain: boolean;
      disabled: boolean;
      options: { readOnly?: boolean };
      refs: { input?: HTMLElement[] };
    };
    const shown = self.refs.input?.[index];
    if (self.isPlain && (self.options.readOnly || self.disabled) && shown) {
      // textContent: the element keeps line breaks (white-space: pre-wrap in Form.io's CSS).
      shown.textContent = value === undefined || value === null ? '' : String(value);
      return;
    }
    super.setReadOnlyValue(value, index);
  }
}
