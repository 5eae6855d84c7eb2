// The XSS corpus: markup, attribute, URL and template injections, each calling the trap with its own
// number (xssHit(n), or alert(n) for the dialog trap) so that an execution names its payload. Every
// payload is at most 80 characters: it fits the shortest field it is stored in.

const VECTORS: ((call: string) => string)[] = [
  (call) => `<img src=x onerror=${call}>`,
  (call) => `<svg onload=${call}>`,
  (call) => `<script>${call}</script>`,
  (call) => `"><img src=x onerror=${call}>`,
  (call) => `'><svg/onload=${call}>`,
  (call) => `</textarea><img src=x onerror=${call}>`,
  (call) => `</script><script>${call}</script>`,
  (call) => `<ImG sRc=x OnErRoR=${call}>`,
  (call) => `<img src=x onerror="${call}">`,
  (call) => `<details open ontoggle=${call}>`,
  (call) => `<input autofocus onfocus=${call}>`,
  (call) => `<video><source onerror=${call}></video>`,
  (call) => `<iframe srcdoc="<script>parent.${call}</script>">`,
  (call) => `<body onload=${call}>`,
  (call) => `<style onload=${call}></style>`,
  (call) => `<object data="javascript:${call}"></object>`,
  (call) => `<embed src="javascript:${call}">`,
  (call) => `<a href="javascript:${call}" id=x>link</a>`,
  (call) => `<math><mtext><img src=x onerror=${call}>`,
  (call) => `{{ ${call} }}`,
  (call) => `{{{ ${call} }}}`,
  (call) => `{% ${call} %}`,
  (call) => `\${${call}}`,
  (call) => `{{constructor.constructor('${call}')()}}`,
  (call) => `<%= ${call} %>`,
];

/** `count` payloads (at least 200), numbered from 1. */
export function xssPayloads(count = 250): string[] {
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    // Every fifth payload tries a dialog instead of the trap function.
    const call = number % 5 === 0 ? `alert(${number})` : `xssHit(${number})`;
    return VECTORS[index % VECTORS.length]!(call);
  });
}

/**
 * Set up in the page before anything runs: records every call of xssHit, and every script the page's
 * content security policy refused (injected markup that would have run without the policy).
 */
export const TRAP_SCRIPT = `
window.__xss = [];
window.xssHit = (n) => window.__xss.push('ran ' + n);
document.addEventListener('securitypolicyviolation', (event) => {
  if (event.effectiveDirective.startsWith('script-src'))
    window.__xss.push('refused by the policy: ' + event.effectiveDirective + ' in ' +
      (event.target instanceof Element ? event.target.outerHTML.slice(0, 100) + ' under ' + (event.target.parentElement?.className || event.target.parentElement?.localName || 'a detached node') : String(event.target)));
});`;

/** Elements with an event handler attribute or a javascript: URL: markup that came from a payload. */
export function injectedHandlers(): string[] {
  return [...document.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes]
      .filter((attribute) => /^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value))
      .map((attribute) => `<${element.localName} ${attribute.name}="${attribute.value}">`),
  );
}
