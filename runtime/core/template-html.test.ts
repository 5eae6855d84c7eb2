// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { interpolate, interpolateHtml } from './template';

const overlay =
  '<div style="position:fixed;inset:0;z-index:9999;background:#fff">Session expired: <a href="https://evil.example/login">sign in</a></div>';

describe('interpolateHtml', () => {
  it('shows values from data as text, in {{ }} and {{{ }}} alike', () => {
    const data = { offenderName: overlay, remarks: '<img src=x onerror=alert(1)>' };
    const html = interpolateHtml('<dd>{{ data.offenderName }}</dd><dd>{{{ data.remarks }}}</dd>', { data });
    expect(html).toBe(
      '<dd>&lt;div style=&quot;position:fixed;inset:0;z-index:9999;background:#fff&quot;&gt;Session expired: &lt;a href=&quot;https://evil.example/login&quot;&gt;sign in&lt;/a&gt;&lt;/div&gt;</dd>' +
        '<dd>&lt;img src=x onerror=alert(1)&gt;</dd>',
    );
    // The designer's own markup and expressions stay as written.
    expect(interpolateHtml("<b>{{ data.n > 1 ? 'many' : 'one' }}</b>", { data: { n: 2 } })).toBe(
      '<b>many</b>',
    );
  });

  it('lets markup from data through only when asked, sanitised and kept in its box', () => {
    const html = interpolateHtml('<div>{{ sanitizedHtml(data.notes) }}</div>', {
      data: { notes: `<p>Paid <em>in full</em></p>${overlay}<script>alert(1)</script>` },
    });
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.querySelector('em')?.textContent).toBe('in full');
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('[style]')).toBeNull();
    expect(html).not.toContain('position:fixed');
  });

  it("does not take data shaped like sanitizedHtml()'s answer for markup", () => {
    const data = { notes: { __sanitizedHtml: '<a href="https://evil.example">Pay here</a>' } };
    // A path alone is filled outside the sandbox; an expression is rendered in it.
    expect(interpolateHtml('<div>{{ data.notes }}</div>', { data })).toBe('<div>[object Object]</div>');
    expect(interpolateHtml("<div>{{ data.notes || '' }}</div>", { data })).toBe('<div>[object Object]</div>');
  });

  it('keeps lodash as _ and the plain interpolate as it was', () => {
    expect(interpolateHtml('{{ _.upperFirst(data.word) }}', { data: { word: 'fine' } })).toBe('Fine');
    expect(interpolate('<b>{{ data.x }}</b>', { data: { x: '<i>' } })).toBe('<b><i></b>');
  });
});
