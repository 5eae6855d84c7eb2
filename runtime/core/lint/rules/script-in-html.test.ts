import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../../schemas/form-definition';
import { lintForm } from '../lint-form';
import { scriptInHtml } from './script-in-html';

const form = (components: FormDefinition['components']): FormDefinition =>
  ({ id: 'f', name: 'F', category: 'c', components }) as FormDefinition;

const lint = (components: FormDefinition['components']) => lintForm(form(components), {}, [scriptInHtml]);

describe('script-in-html', () => {
  it('flags script elements, on* handlers and javascript: URLs in HTML content, attributes and row prefixes', () => {
    const problems = lint([
      { type: 'htmlelement', key: 'a', content: '<button type="button" onclick="save()">Save</button>' },
      {
        type: 'panel',
        key: 'p',
        components: [
          { type: 'content', key: 'b', html: '<p>Hello</p><SCRIPT>alert(1)</SCRIPT>' },
          { type: 'htmlelement', key: 'c', attrs: [{ attr: 'onMouseOver', value: 'track()' }] },
          { type: 'htmlelement', key: 'd', tag: 'a', attrs: [{ attr: 'href', value: ' javascript:go()' }] },
        ],
      },
      { type: 'content', key: 'e', html: '<a href="javascript:void(0)">Open</a>' },
      { type: 'smart-table', key: 't', gridOptions: { dynamicRowPrefix: '<img src=x onerror=alert(1)>' } },
    ]);
    expect(problems.map((problem) => [problem.path, problem.severity])).toEqual([
      ['/components/0/content', 'warning'],
      ['/components/1/components/0/html', 'warning'],
      ['/components/1/components/1/attrs/0/value', 'warning'],
      ['/components/1/components/2/attrs/0/value', 'warning'],
      ['/components/2/html', 'warning'],
      ['/components/3/gridOptions/dynamicRowPrefix', 'warning'],
    ]);
    expect(problems[0]!.message).toContain('an event handler attribute (onclick)');
    expect(problems[1]!.message).toContain('a <script> element');
    expect(problems[2]!.message).toContain('(onmouseover)');
    expect(problems[3]!.message).toContain('a javascript: URL');
    expect(problems[5]!.message).toContain('(onerror)');
    expect(problems[0]!.message).toContain('action button');
  });

  it('accepts ordinary markup, words that start with "on" and URLs that only mention javascript', () => {
    expect(
      lint([
        {
          type: 'htmlelement',
          key: 'a',
          content:
            '<p class="online">Pay online: <a href="/help/javascript-disabled">help</a></p><dl data-one="1"><dt>Notes</dt><dd>{{ data.remarks }}</dd></dl>',
        },
        { type: 'htmlelement', key: 'b', attrs: [{ attr: 'title', value: 'onclick=' }] },
        { type: 'content', key: 'c', html: 'Press the button once = done' },
        { type: 'textfield', key: 'd', label: '<b onclick="x()">Label</b>' },
      ]),
    ).toEqual([]);
  });
});
