// HTML content renders {{ }} as text, so the one way left to put data into a page as markup is a
// `{% print(...) %}` block (or writing to the template's output `__p`). Markup from data must go
// through sanitizedHtml(); anything else printed from data, row or submission is flagged.
import { eachComponent } from '../../form-tree';
import { htmlTemplates } from '../html-templates';
import { defineLintRule } from '../lint-rule';

const EVALUATE = /\{%([\s\S]+?)%\}/g;
const FROM_DATA = /\b(data|row|rowData|submission)\b/;

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
