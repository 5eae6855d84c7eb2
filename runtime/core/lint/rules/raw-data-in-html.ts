// HTML content renders {{ }} as text, so the one way left to put data into a page as markup is a
// `{% print(...) %}` block (or writing to the template's output `__p`). Markup from data must go
// through sanitizedHtml(); anything else printed from data, row or submission is flagged.
import type { FormComponent } from '../../../../schemas/form-definition';
import { eachComponent } from '../../form-tree';
import { defineLintRule } from '../lint-rule';

const EVALUATE = /\{%([\s\S]+?)%\}/g;
const FROM_DATA = /\b(data|row|rowData|submission)\b/;

/** The HTML templates of a component, with their JSON pointers below the component. */
function htmlTemplates(component: FormComponent): { pointer: string; text: string }[] {
  const found: { pointer: string; text: string }[] = [];
  const add = (pointer: string, value: unknown) => {
    if (typeof value === 'string') found.push({ pointer, text: value });
  };
  if (component.type === 'htmlelement') {
    add('/content', component.content);
    const attrs = component.attrs;
    if (Array.isArray(attrs))
      attrs.forEach((attr: { value?: unknown }, index) => add(`/attrs/${index}/value`, attr?.value));
  }
  if (component.type === 'content') add('/html', component.html);
  if (component.type === 'smart-table') {
    const options = component.gridOptions as { dynamicRowPrefix?: unknown } | undefined;
    add('/gridOptions/dynamicRowPrefix', options?.dynamicRowPrefix);
  }
  return found;
}

/** True when a `{% %}` block writes something from data to the output without sanitizedHtml(). */
function printsRawData(text: string): boolean {
  for (const [, code = ''] of text.matchAll(EVALUATE)) {
    const writes = /\bprint\s*\(|__p\b/.test(code);
    const sanitised = /\bprint\s*\(\s*sanitizedHtml\s*\(/.test(code);
    if (writes && !sanitised && FROM_DATA.test(code)) return true;
  }
  return false;
}

export const rawDataInHtml = defineLintRule({
  id: 'raw-data-in-html',
  severity: 'error',
  description: 'Data printed into HTML content as markup: use {{ }} (text) or {{ sanitizedHtml(...) }}',
  check(form) {
    const problems: { path: string; message: string }[] = [];
    eachComponent(form.components, ({ component, pointer }) => {
      for (const { pointer: inner, text } of htmlTemplates(component)) {
        if (!printsRawData(text)) continue;
        problems.push({
          path: `/components${pointer}${inner}`,
          message: `"${component.key}" prints data into its HTML as markup: a stored value could draw anything on the screen. Write {{ data.x }} to show it as text, or {{ sanitizedHtml(data.x) }} for sanitised markup.`,
        });
      }
    });
    return problems;
  },
});
