import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../../schemas/form-definition';
import { lintForm } from '../lint-form';
import { rawDataInHtml } from './raw-data-in-html';

const form = (components: FormDefinition['components']): FormDefinition =>
  ({ id: 'f', name: 'F', category: 'c', components }) as FormDefinition;

const lint = (components: FormDefinition['components']) => lintForm(form(components), {}, [rawDataInHtml]);

describe('raw-data-in-html', () => {
  it('flags data printed as markup in HTML content, attributes, content and row prefixes', () => {
    const problems = lint([
      { type: 'htmlelement', key: 'a', content: '<p>{% print(data.remarks) %}</p>' },
      {
        type: 'panel',
        key: 'p',
        components: [
          { type: 'content', key: 'b', html: '{% __p += row.note %}' },
          { type: 'htmlelement', key: 'c', attrs: [{ attr: 'title', value: '{% print(data.x) %}' }] },
        ],
      },
      { type: 'smart-table', key: 't', gridOptions: { dynamicRowPrefix: '{% print(rowData.flag) %}' } },
    ]);
    expect(problems.map((problem) => [problem.path, problem.severity])).toEqual([
      ['/components/0/content', 'error'],
      ['/components/1/components/0/html', 'error'],
      ['/components/1/components/1/attrs/0/value', 'error'],
      ['/components/2/gridOptions/dynamicRowPrefix', 'error'],
    ]);
    expect(problems[0]!.message).toContain('sanitizedHtml');
  });

  it('accepts text interpolation, sanitised markup and prints of the designer’s own text', () => {
    expect(
      lint([
        {
          type: 'htmlelement',
          key: 'a',
          content: '<dd>{{ data.offenderName }}</dd><dd>{{{ data.remarks }}}</dd>',
        },
        {
          type: 'htmlelement',
          key: 'b',
          content: '{{ sanitizedHtml(data.notes) }}{% print(sanitizedHtml(data.x)) %}',
        },
        {
          type: 'content',
          key: 'c',
          html: "{% if (data.paid) { %}<b>Paid</b>{% } else { print('Open') } %}",
        },
        { type: 'textfield', key: 'd', content: '{% print(data.x) %}' },
      ]),
    ).toEqual([]);
  });

  it('passes the example forms', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('../../../../examples/forms/', import.meta.url);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const definition = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as FormDefinition;
      expect(lintForm(definition, {}, [rawDataInHtml]), file).toEqual([]);
    }
  });
});
