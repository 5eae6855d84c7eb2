// Which dashboard a report shows (spec 000 §3, §4 "Embedded dashboard"): the page's dashboardSlug query
// parameter wins; otherwise the setting, read as a template when it has {{ }} or {% %}, as a script
// when it assigns `value` or returns, and as the slug itself otherwise.
import { looksLikeScript } from '../../runtime/core/lint/script-settings';
import { hasTemplate, interpolate } from '../../runtime/core/template';
import { runDesignerScript } from '../designer-script';

export function dashboardSlugFromSetting(
  setting: string | undefined,
  scope: Record<string, unknown>,
): string {
  const text = setting?.trim() ?? '';
  if (!text) return '';
  if (hasTemplate(text)) return interpolate(text, scope).trim();
  if (looksLikeScript(text)) {
    const { ok, value } = runDesignerScript(text, scope, 'embedded report dashboard id');
    return ok && value !== undefined && value !== null ? String(value).trim() : '';
  }
  return text;
}

/** The dashboardSlug query parameter of the page, or null when it has none. */
export function dashboardSlugFromQuery(search: string): string | null {
  const slug = new URLSearchParams(search).get('dashboardSlug');
  return slug === null || slug.trim() === '' ? null : slug.trim();
}
