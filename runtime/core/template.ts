// Designer templates (spec 000 §5): {{ }} interpolates, {% %} evaluates, {{{ }}} escapes, as lodash
// templates do in Form.io. A template that does not compile is logged and returned as it is.
import template from 'lodash/template';
import type { TemplateExecutor } from 'lodash';

const SETTINGS = {
  escape: /\{\{\{([\s\S]+?)\}\}\}/g,
  interpolate: /\{\{([\s\S]+?)\}\}/g,
  evaluate: /\{%([\s\S]+?)%\}/g,
  variable: '',
};

const cache = new Map<string, TemplateExecutor | null>();

function compile(text: string): TemplateExecutor | null {
  if (cache.has(text)) return cache.get(text) ?? null;
  let compiled: TemplateExecutor | null;
  try {
    compiled = template(text, SETTINGS);
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
  if (!hasTemplate(text)) return text;
  const compiled = compile(text);
  if (!compiled) return text;
  try {
    return compiled(new Proxy(scope, { has: claimsName, get: (target, key) => (target as never)[key] }));
  } catch (error) {
    console.warn(`Template failed to render: ${text}`, error);
    return text;
  }
}
