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

export const HtmlElement = withHtmlTemplates(FormioHtmlElement);
export const HtmlContent = withHtmlTemplates(FormioContent);
