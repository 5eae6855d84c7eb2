// Form.io's HTML element and content components, with their templates rendered by interpolateHtml:
// values from data are text wherever the content or an attribute interpolates them, unless the designer
// wrote {{ sanitizedHtml(...) }}. Form.io's own interpolation would put them in as markup.
import { interpolateHtml } from '../../runtime/core/template';
import { FormioHtmlElement, FormioContent, type FormioComponentClass } from '../formio';

function withHtmlTemplates(Base: FormioComponentClass): FormioComponentClass {
  return class extends Base {
    interpolate(text: unknown, data?: Record<string, unknown>, options?: unknown): unknown {
      if (typeof text !== 'string') return super.interpolate(text, data, options);
      return interpolateHtml(text, this.evalContext(data));
    }
  };
}

/**
 * The HTML element's content is rendered first and sanitized after. Form.io sanitizes the template before
 * interpolating it, and DOMPurify writes a `>` or `&&` inside {{ }} as `&gt;` or `&amp;&amp;`, so
 * `{{ data.a > 1 ? 'big' : 'small' }}` no longer compiled and the element showed nothing. Data values are
 * text in what interpolateHtml renders, so sanitizing afterwards cleans only the designer's own markup.
 */
class HtmlElementRenderedFirst extends withHtmlTemplates(FormioHtmlElement) {
  get content(): unknown {
    const self = this as unknown as {
      builderMode?: boolean;
      component: { content?: string };
      root?: { submission?: { metadata?: unknown } } | null;
      rootValue: unknown;
      data: unknown;
      shouldSanitizeValue: boolean;
      interpolate(text: string, data: Record<string, unknown>): unknown;
      sanitize(html: unknown, forceSanitize: boolean): string;
    };
    const template = self.component.content;
    // Form.io's own answer in the builder, and its i18n quirk for a content of only the word "select".
    if (self.builderMode || !template || template.replace(/(<(\/?[^>]+)>)/g, '').trim() === 'select')
      return super.content;
    const submission = self.root?.submission ?? {};
    const rendered = self.interpolate(template, {
      metadata: submission.metadata ?? {},
      submission,
      data: self.rootValue,
      row: self.data,
    });
    return self.sanitize(rendered, self.shouldSanitizeValue);
  }
}

export const HtmlElement = HtmlElementRenderedFirst;
export const HtmlContent = withHtmlTemplates(FormioContent);
