import { describe, expect, it } from 'vitest';
import { HttpClient } from './http';
import { where } from './q-criteria';
import { RestClient, searchUrl, withoutAuditFields, REST_DEFAULT_PAGE_SIZE } from './rest-client';

const decoded = (url: string) => {
  const [path, query = ''] = url.split('?');
  return { path, params: [...new URLSearchParams(query)] };
};

describe('the REST service (spec 001 §7.4, §9)', () => {
  it('finds resources under its base, keeping /api paths and full URLs', () => {
    const rest = new RestClient(new HttpClient({ getToken: () => null }));
    expect(rest.resourceUrl('court-fines')).toBe('/api/court-fines');
    expect(rest.resourceUrl('/core/documents')).toBe('/api/core/documents');
    expect(rest.resourceUrl('/api/deposits?q=a=1')).toBe('/api/deposits?q=a=1');
    expect(rest.resourceUrl('https://elsewhere.example/x')).toBe('https://elsewhere.example/x');
    const remote = new RestClient(new HttpClient({ getToken: () => null }), 'http://127.0.0.1:9/api');
    expect(remote.resourceUrl('/api/iam/roles')).toBe('http://127.0.0.1:9/api/iam/roles');
    expect(remote.resourceUrl('deposits')).toBe('http://127.0.0.1:9/api/deposits');
  });

  it('searches page 1 of 1000 by default; a 0-based page goes out 1-based; a bare sort field is ascending', () => {
    expect(REST_DEFAULT_PAGE_SIZE).toBe(1000);
    expect(decoded(searchUrl('/api/fines', 'status=OPEN'))).toEqual({
      path: '/api/fines',
      params: [
        ['page', '1'],
        ['size', '1000'],
        ['q', 'status=OPEN'],
      ],
    });
    expect(
      decoded(searchUrl('/api/fines', [where.gte('amount', 5)], { page: 2, size: 10, sort: 'amount' })),
    ).toEqual({
      path: '/api/fines',
      params: [
        ['page', '3'],
        ['size', '10'],
        ['sort', 'amount,asc'],
        ['q', 'amount>=5'],
      ],
    });
  });

  it("replaces the URL's own paging and q, keeps its other parameters, and leaves out an empty q", () => {
    const url = searchUrl('/api/fines?size=99&q=a=1&view=short', '', { size: 5, sort: ['a,desc', 'b'] });
    expect(decoded(url).params).toEqual([
      ['view', 'short'],
      ['page', '1'],
      ['size', '5'],
      ['sort', 'a,desc'],
      ['sort', 'b,asc'],
    ]);
  });

  it('removes the audit fields of §5.6 from a sanitised record', () => {
    expect(
      withoutAuditFields({
        id: 1,
        amount: 5,
        createdById: 'u',
        lastModifiedDate: 'x',
        deleted: false,
        updatedBy: 'v',
      }),
    ).toEqual({ id: 1, amount: 5 });
  });
});
