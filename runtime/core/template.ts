// Designer templates (spec 000 §5): {{ }} interpolates, {% %} evaluates, {{{ }}} escapes, as lodash
// templates do in Form.io. A template that does not compile is logged and returned as it is.
// HTML content (interpolateHtml) is stricter: every {{ }} is text, whatever the data holds; markup from
// data is shown only through {{ sanitizedHtml(...) }}, cleaned in a detached document.
// A template of `{{ path }}` references only (`{{ data.caseNumber }}`) is filled without running any
// code; any other runs in the script sandbox (runtime/core/script-sandbox.ts), never in the page.
import escape from 'lodash/escape';
import { sanitizeHtml } from './sanitize-html';
import { mentionedNames, renderInSandbox } from './script-sandbox';

/** Opening delimiters with their closers, longest first. */
const DELIMITERS = [
  ['{{{', '}}}'],
  ['{{', '}}'],
  ['{%', '%}'],
] as const;

/**
 * An opening delimiter that no closer follows, if the text has one. Such a template is refused before
 * lodash compiles it: lodash's lazy patterns scan to the end of the text for every such opener (time
 * growing with the square of the length: seconds for a text of 100,000 `{` characters), and an
 * unclosed `{{` is a mistake anyway. Openers past the last one all have a closer when the last one has.
 */
export function unclosedDelimiter(text: string): string | undefined {
  for (const [open, close] of DELIMITERS) {
    const last = text.lastIndexOf(open);
    if (last >= 0 && text.indexOf(close, last + open.length + 1) < 0) return open;
  }
  return undefined;
}

export function hasTemplate(text: string): boolean {
  return /\{\{|\{%/.test(text);
}

/** A `{{ path }}` reference: names and indexes only (data.caseNumber, row.events[0].name). */
const PATH_REFERENCE = /\{\{\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\])*)\s*\}\}/g;

/** Whether every {{ }} of the template is a path reference (and it has no {% %} or {{{ }}}). */
export function isPathTemplate(text: string): boolean {
  return !text.includes('{{{') && !hasTemplate(text.replace(PATH_REFERENCE, ''));
}

/** The path of a text that is one `{{ path }}` reference and nothing else. */
export function wholePath(text: string): string | undefined {
  const match = /^\{\{\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\])*)\s*\}\}$/.exec(text);
  return match?.[1];
}

/** Reads a path through own properties only (and a string's length): `constructor` or `__proto__` reach nothing. */
export function ownPath(scope: unknown, path: string): unknown {
  let value: unknown = scope;
  for (const key of path.split(/\.|\[|\]/).filter(Boolean)) {
    if (typeof value === 'string' && key === 'length') return value.length;
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * Renders a template against a scope (form data, row, user, utils ...). A missing name in scope
 * renders as empty rather than failing the whole template.
 */
export function interpolate(template: string, scope: Record<string, unknown>): string {
  return render(template, scope, false);
}

/**
 * Renders a template into HTML content: values from {{ }} are text (escaped), `{{ sanitizedHtml(x) }}`
 * shows markup from data once sanitised. What designers wrote outside {{ }} stays markup.
 */
export function interpolateHtml(template: string, scope: Record<string, unknown>): string {
  return render(template, scope, true);
}

function render(template: string, scope: Record<string, unknown>, html: boolean): string {
  if (!hasTemplate(template)) return template;
  if (isPathTemplate(template))
    return template.replace(PATH_REFERENCE, (_whole, path: string) => {
      const value = text(ownPath(scope, path));
      return html ? escape(value) : value;
    });
  try {
    const unclosed = unclosedDelimiter(template);
    if (unclosed) throw new Error(`a ${unclosed} is never closed`);
    const names = mentionedNames(template, Object.keys(scope));
    const rendered = renderInSandbox(
      template,
      Object.fromEntries(names.map((name) => [name, scope[name]])),
      html,
    );
    // Marks of sanitizedHtml(): the text cleaned by DOMPurify, in the page's detached document.
    return html
      ? rendered.text.replace(/\ue000(\d+)\ue001/g, (_mark, index: string) =>
          sanitizeHtml(rendered.marks[Number(index)] ?? ''),
        )
      : rendered.text;
  } catch (error) {
    console.warn(`Template failed to render: ${template}`, error);
    return template;
  }
}

/**
 * Fills `{{ path }}` references from the scope and evaluates nothing: for text that data may have
 * produced (a message read from a record or an API answer), where a template must never run code.
 * Any other `{{ }}` or `{% %}` stays as it is. With `html`, the values are escaped (HTML content).
 */
export function interpolatePaths(
  template: string,
  scope: Record<string, unknown>,
  { html = false }: { html?: boolean } = {},
): string {
  return template.replace(PATH_REFERENCE, (_whole, path: string) => {
    const value = text(ownPath(scope, path));
    return html ? escape(value) : value;
  });
}
