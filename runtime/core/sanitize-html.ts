// Markup a designer explicitly lets through from data: cleaned by DOMPurify, which parses it in a
// detached document of its own (DOMParser: nothing loads, nothing runs, nothing reaches the page), and
// kept inside its box: no styles that could lay it over the screen, no forms, no frames.
import DOMPurify from 'dompurify';

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'class', 'id', 'target'],
};

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, CONFIG);
}

/** Markup already sanitised, passed through as it is by the HTML templates' escaping. */
export class SanitizedHtml {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

/** The template helper `sanitizedHtml(value)`: the one way to show markup that comes from data. */
export function sanitizedHtml(value: unknown): SanitizedHtml {
  return new SanitizedHtml(sanitizeHtml(value === null || value === undefined ? '' : String(value)));
}
