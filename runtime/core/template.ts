// Designer templates (spec 000 §5): {{ }} interpolates, {% %} evaluates, {{{ }}} escapes, as lodash
// templates do in Form.io. A template that does not compile is logged and returned as it is.
// HTML content (interpolateHtml) is stricter: every {{ }} is text, whatever the data holds; markup from
// data is shown only through {{ sanitizedHtml(...) }}, cleaned in a detached document.
import lodash from 'lodash';
import template from 'lodash/template';
import type { TemplateExecutor } from 'lodash';
import { SanitizedHtml, sanitizedHtml } from './sanitize-html';

const SETTINGS = {
  escape: /\{\{\{([\s\S]+?)\}\}\}/g,
  interpolate: /\{\{([\s\S]+?)\}\}/g,
  evaluate: /\{%([\s\S]+?)%\}/g,
  variable: '',
};

/** Escapes like lodash, except markup a designer passed through sanitizedHtml(). */
function escapeUnlessSanitized(value: unknown): string {
  if (value instanceof SanitizedHtml) return value.html;
  return lodash.escape(value === null || value === undefined ? '' : String(value));
}

const HTML_SETTINGS = {
  // {{ }} and {{{ }}} both escape; nothing interpolates raw.
  escape: /\{\{\{?([\s\S]+?)\}?\}\}/g,
  interpolate: /($^)/g,
  evaluate: SETTINGS.evaluate,
  variable: '',
  // The compiled template escapes with `_.escape`; designers' `_` is lodash all the same.
  imports: { _: Object.assign(Object.create(lodash) as object, { escape: escapeUnlessSanitized }) },
};

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

const caches = new Map<object, Map<string, TemplateExecutor | null>>();

function compile(text: string, settings: object = SETTINGS): TemplateExecutor | null {
  const cache = caches.get(settings) ?? new Map<string, TemplateExecutor | null>();
  caches.set(settings, cache);
  if (cache.has(text)) return cache.get(text) ?? null;
  let compiled: TemplateExecutor | null;
  const unclosed = unclosedDelimiter(text);
  try {
    if (unclosed) throw new Error(`a ${unclosed} is never closed`);
    compiled = template(text, settings);
  } catch (error) {
    console.warn(`Template failed to compile: ${text}`, error);
    compiled = null;
  }
  cache.set(text, compiled);
  return compiled;
}

export function hasTemplate(text: string): boolean {
  return /\{\{|\{%/.test(text);
}

// Names the compiled template keeps for itself (lodash's locals) or that scripts expect as globals.
const TEMPLATE_LOCALS = new Set(['_', 'print', '__p', '__t', '__e', '__j']);

/** Inside the template's `with (scope)`, an unknown name reads as undefined instead of throwing. */
function claimsName(target: object, key: string | symbol): boolean {
  if (typeof key !== 'string') return false;
  if (key in target) return true;
  return !TEMPLATE_LOCALS.has(key) && !(key in globalThis);
}

/**
 * Renders a template against a scope (form data, row, user, utils ...). A missing name in scope
 * renders as empty rather than failing the whole template.
 */
export function interpolate(text: string, scope: Record<string, unknown>): string {
  return render(text, scope, SETTINGS);
}

/**
 * Renders a template into HTML content: values from {{ }} are text (escaped), `{{ sanitizedHtml(x) }}`
 * shows markup from data once sanitised. What designers wrote outside {{ }} stays markup.
 */
export function interpolateHtml(text: string, scope: Record<string, unknown>): string {
  return render(text, { sanitizedHtml, ...scope }, HTML_SETTINGS);
}

function render(text: string, scope: Record<string, unknown>, settings: object): string {
  if (!hasTemplate(text)) return text;
  const compiled = compile(text, settings);
  if (!compiled) return text;
  try {
    return compiled(new Proxy(scope, { has: claimsName, get: (target, key) => (target as never)[key] }));
  } catch (error) {
    console.warn(`Template failed to render: ${text}`, error);
    return text;
  }
}

/** A `{{ path }}` reference: names and indexes only (data.caseNumber, row.events[0].name). */
const PATH_REFERENCE = /\{\{\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\])*)\s*\}\}/g;

/** Reads a path through own properties only: `constructor` or `__proto__` reach nothing. */
function ownPath(scope: unknown, path: string): unknown {
  let value: unknown = scope;
  for (const key of path.split(/\.|\[|\]/).filter(Boolean)) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Fills `{{ path }}` references from the scope and evaluates nothing: for text that data may have
 * produced (a message read from a record or an API answer), where a template must never run code.
 * Any other `{{ }}` or `{% %}` stays as it is.
 */
export function interpolatePaths(text: string, scope: Record<string, unknown>): string {
  return text.replace(PATH_REFERENCE, (_whole, path: string) => {
    const value = ownPath(scope, path);
    return value === undefined || value === null ? '' : String(value);
  });
}
