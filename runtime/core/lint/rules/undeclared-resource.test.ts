import { describe, expect, it } from 'vitest';
import { lintWith } from '../lint-test-form';
import { resourceOfUrl, undeclaredResource } from './undeclared-resource';

const catalogue = { resources: ['court-fines', 'deposits'] };

describe('undeclared-resource', () => {
  it('flags records API URLs, relative or not, whose resource is not declared', () => {
    const problems = lintWith(
      undeclaredResource,
      [
        { type: 'screen-config', key: 's', submissionUrl: '/court-fine', retrievalUrl: '/court-fines' },
        { type: 'smart-table', key: 't', gridOptions: { apiUrl: '/api/depositz?size=5' } },
        {
          type: 'action-button',
          key: 'b',
          actionProcessors: [{ actionName: 'a', apiConfig: { url: 'payments/{{ data.id }}' } }],
        },
      ],
      catalogue,
    );
    expect(problems.map(([path]) => path)).toEqual([
      '/components/0/submissionUrl',
      '/components/1/gridOptions/apiUrl',
      '/components/2/actionProcessors/0/apiConfig/url',
    ]);
    expect(problems[0]![1]).toContain('"court-fine"');
  });

  it("leaves the server's own APIs, full URLs and templated resources alone", () => {
    for (const url of [
      '/api/iam/roles',
      '/ignite/application/x',
      '/api/workflow/items/my',
      'https://x.org/a',
      '/{{ data.kind }}/1',
    ])
      expect(resourceOfUrl(url), url).toBeUndefined();
    expect(resourceOfUrl('/court-fines/{{ data.id }}/export')).toBe('court-fines');
    expect(
      lintWith(
        undeclaredResource,
        [{ type: 'smart-table', key: 't', gridOptions: { apiUrl: '/api/deposits' } }],
        catalogue,
      ),
    ).toEqual([]);
  });
});
