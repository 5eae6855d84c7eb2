// Designer HTML is sanitised before it is shown (DOMPurify): script elements, on* event handler attributes
// and javascript: URLs are removed, so whatever they were meant to do never happens, silently. Flagging them
// at save says so, and points to what runs: an action button or a screen listener.
import { eachComponent } from '../../form-tree';
import { htmlTemplates, type HtmlTemplate } from '../html-templates';
import { defineLintRule } from '../lint-rule';

const SCRIPT_ELEMENT = /<script\b/i;
const HANDLER_IN_MARKUP = /<[a-z][^>]*?[\s"'/]on[a-z]+\s*=/i;
const SCRIPT_URL_IN_MARKUP = /\b(?:href|src|action|formaction|xlink:href)\s*=\s*["']?\s*javascript:/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/** What in the template would be removed, as words for the message; undefined when nothing is. */
function removedScript({ text, attribute }: HtmlTemplate): string | undefined {
  const name = attribute?.trim().toLowerCase();
  if (name?.startsWith('on')) return `an event handler attribute (${name})`;
  if (name && URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(text)) return 'a javascript: URL';
  if (attribute !== undefined) return undefined;
  if (SCRIPT_ELEMENT.test(text)) return 'a <script> element';
  const handler = HANDLER_IN_MARKUP.exec(text);
  if (handler) return `an event handler attribute (${/on[a-z]+(?=\s*=$)/i.exec(handler[0])?.[0] ?? 'on…'})`;
  if (SCRIPT_URL_IN_MARKUP.test(text)) return 'a javascript: URL';
  return undefined;
}

export const scriptInHtml = defineLintRule({
  id: 'script-in-html',
  severity: 'warning',
  description: 'Script in HTML content (script elements, on* handlers, javascript: URLs): removed when shown',
  check(form) {
    const problems: { path: string; message: string }[] = [];
    eachComponent(form.components, ({ component, pointer }) => {
      for (const template of htmlTemplates(component)) {
        const removed = removedScript(template);
        if (!removed) continue;
        problems.push({
          path: `/components${pointer}${template.pointer}`,
          message: `"${component.key}" has ${removed} in its HTML: the portal removes it when the screen is shown, so it never runs. Use an action button or a screen listener to act on a click.`,
        });
      }
    });
    return problems;
  },
});
