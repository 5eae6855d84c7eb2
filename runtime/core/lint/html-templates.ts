// The settings of a component that hold designer HTML (shown after the page's sanitiser), for the rules
// that look into HTML content.
import type { FormComponent } from '../../../schemas/form-definition';

export interface HtmlTemplate {
  /** JSON pointer below the component. */
  pointer: string;
  text: string;
  /** An htmlelement attribute's name, when the text is that attribute's value. */
  attribute?: string;
}

/** The HTML templates of a component, with their JSON pointers below the component. */
export function htmlTemplates(component: FormComponent): HtmlTemplate[] {
  const found: HtmlTemplate[] = [];
  const add = (pointer: string, value: unknown, attribute?: string) => {
    if (typeof value === 'string') found.push({ pointer, text: value, ...(attribute ? { attribute } : {}) });
  };
  if (component.type === 'htmlelement') {
    add('/content', component.content);
    const attrs = component.attrs;
    if (Array.isArray(attrs))
      attrs.forEach((attr: { attr?: unknown; value?: unknown }, index) =>
        add(`/attrs/${index}/value`, attr?.value, typeof attr?.attr === 'string' ? attr.attr : undefined),
      );
  }
  if (component.type === 'content') add('/html', component.html);
  if (component.type === 'smart-table') {
    const options = component.gridOptions as { dynamicRowPrefix?: unknown } | undefined;
    add('/gridOptions/dynamicRowPrefix', options?.dynamicRowPrefix);
  }
  return found;
}
