import { describe, expect, it, vi } from 'vitest';
import type { AdditionalDataProvider } from '../../schemas/grid-options';
import { placeholderValues, providerUrl, runDataProviders } from './data-providers';
import { mergeRows } from './merge-rows';

const rows = [
  { id: 1, depositReference: 'D-1', nested: { keep: true } },
  { id: 2, depositReference: 'D-2', nested: { keep: true } },
  { id: 3, depositReference: 'D-1', nested: { keep: true } },
];

const mergeByReference: AdditionalDataProvider = {
  apiUrl: '/api/deposits?q=depositReference=in({{ refs.split("|").join(",") }})',
  apiMethod: 'GET',
  columnToKeyMapping: [{ parentGridPropertyName: 'depositReference', keyInDataProvider: 'refs' }],
  dataPath: 'content',
  responseAction: 'MERGE',
  gridKeyToUseForMerging: 'depositReference',
  responseKeyToUseForMerging: 'depositReference',
  gridFieldToStoreResult: 'deposit',
};

describe('merging provider results into rows (spec 001 §3.5)', () => {
  it('matches rows to items by key into gridFieldToStoreResult, leaving the base rows unchanged', () => {
    const merged = mergeRows(rows, [{ depositReference: 'D-1', depositorName: 'Lim' }], mergeByReference);
    expect(merged[0]).toMatchObject({ id: 1, deposit: { depositorName: 'Lim' } });
    expect(merged[1]).toBe(rows[1]);
    expect(merged[2]!.deposit).toEqual({ depositReference: 'D-1', depositorName: 'Lim' });
    expect(rows[0]).not.toHaveProperty('deposit');
  });

  it('merges the item into the row without a target field, and matches numbers to text', () => {
    const merged = mergeRows(
      [{ id: 7 }],
      { ref: '7', status: 'PAID' },
      {
        apiUrl: '',
        apiMethod: 'GET',
        gridKeyToUseForMerging: 'id',
        responseKeyToUseForMerging: 'ref',
      },
    );
    expect(merged[0]).toEqual({ id: 7, ref: '7', status: 'PAID' });
  });

  it('writes into a nested target without touching the base row', () => {
    const merged = mergeRows(rows, [{ depositReference: 'D-2', x: 1 }], {
      ...mergeByReference,
      gridFieldToStoreResult: 'nested.deposit',
    });
    expect(merged[1]!.nested).toEqual({ keep: true, deposit: { depositReference: 'D-2', x: 1 } });
    expect(rows[1]!.nested).toEqual({ keep: true });
  });
});

describe('the additional data provider chain (spec 001 §4.1, §7.1, §8)', () => {
  it("fills placeholders with the rows' values joined by '|'", () => {
    expect(placeholderValues(rows, mergeByReference)).toEqual({ refs: 'D-1|D-2' });
  });

  it('treats an empty or still-templated URL as invalid', () => {
    expect(providerUrl({ apiUrl: '{{ missing }}', apiMethod: 'GET' }, {})).toBeNull();
    expect(providerUrl({ apiUrl: '/api/{{ broken( }}', apiMethod: 'GET' }, {})).toBeNull();
    expect(providerUrl({ apiUrl: '/api/x/{{ id }}', apiMethod: 'GET' }, { id: 5 })).toBe('/api/x/5');
  });

  it('runs in order: GET without a body, PUT with one; MERGE and SET FIELD', async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    const fields: Record<string, unknown> = {};
    const result = await runDataProviders(
      rows,
      [
        mergeByReference,
        {
          apiUrl: '/api/summary',
          apiMethod: 'PUT',
          apiRequest: '{"ids": "{{ ids }}"}',
          columnToKeyMapping: [{ parentGridPropertyName: 'id', keyInDataProvider: 'ids' }],
          dataPath: 'total',
          responseAction: 'SET FIELD',
          fieldNameToStoreResult: 'summary.total',
        },
      ],
      {
        data: {},
        call: async (method, url, body) => {
          calls.push({ method, url, body });
          return url.startsWith('/api/deposits')
            ? { content: [{ depositReference: 'D-2', depositorName: 'Ng' }] }
            : { total: 3 };
        },
        setField: (path, value) => (fields[path] = value),
      },
    );
    expect(calls).toEqual([
      { method: 'GET', url: '/api/deposits?q=depositReference%3Din(D-1%2CD-2)', body: undefined },
      { method: 'PUT', url: '/api/summary', body: { ids: '1|2|3' } },
    ]);
    expect(result.rows[1]!.deposit).toEqual({ depositReference: 'D-2', depositorName: 'Ng' });
    expect(fields).toEqual({ 'summary.total': 3 });
  });

  it('passes an error marker on after a failed call and goes on; an invalid URL goes on with null', async () => {
    const seen: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await runDataProviders(
      rows,
      [
        { apiUrl: '/api/broken', apiMethod: 'GET' },
        {
          apiUrl: '/api/seen?previous={{ JSON.stringify(previousResult) }}',
          apiMethod: 'GET',
          responseAction: 'SET FIELD',
          fieldNameToStoreResult: 'a',
        },
        { apiUrl: '{{ nothing }}', apiMethod: 'GET' },
        { ...mergeByReference, apiUrl: '/api/deposits?previous={{ previousResult }}' },
      ],
      {
        data: {},
        call: async (_method, url) => {
          seen.push(url);
          if (url === '/api/broken') throw Object.assign(new Error('Not found'), { status: 404 });
          return url.startsWith('/api/deposits')
            ? { content: [{ depositReference: 'D-1', ok: true }] }
            : { fine: 1 };
        },
        setField: () => undefined,
      },
    );
    expect(decodeURIComponent(seen[1] as string)).toBe(
      '/api/seen?previous={"apiError":{"status":404,"message":"Not found"}}',
    );
    // The third provider's URL was invalid: nothing called, the next one sees null.
    expect(seen[2]).toBe('/api/deposits?previous=');
    // The last provider's merge happened, but a call failed: the base rows are shown, not a half merge.
    expect(result.rows).toEqual(rows);
    expect(result.failure).toEqual({ apiError: { status: 404, message: 'Not found' } });
    expect(result.results).toEqual({
      provider1: { apiError: { status: 404, message: 'Not found' } },
      provider2: { fine: 1 },
      provider3: null,
      provider4: [{ depositReference: 'D-1', ok: true }],
    });
  });

  it('keeps each result by name for the later providers', async () => {
    const seen: string[] = [];
    const result = await runDataProviders(
      rows,
      [
        { name: 'officer', apiUrl: '/api/officers/7', apiMethod: 'GET', dataPath: 'name' },
        { apiUrl: '/api/count', apiMethod: 'GET', responseAction: 'SET FIELD', fieldNameToStoreResult: 'n' },
        {
          name: 'audit',
          apiUrl: '/api/audit?by={{ results.officer }}&count={{ results.provider2.total }}',
          apiMethod: 'GET',
          responseAction: 'SET FIELD',
          fieldNameToStoreResult: 'audit',
        },
      ],
      {
        data: {},
        call: async (_method, url) => {
          seen.push(decodeURIComponent(url));
          return url.startsWith('/api/officers') ? { name: 'Tan' } : { total: 2 };
        },
        setField: () => undefined,
      },
    );
    expect(seen[2]).toBe('/api/audit?by=Tan&count=2');
    expect(result.results).toEqual({ officer: 'Tan', provider2: { total: 2 }, audit: { total: 2 } });
    expect(result.failure).toBeNull();
  });

  it('skips a result that holds apiError', async () => {
    const result = await runDataProviders(rows, [mergeByReference], {
      data: {},
      call: async () => ({ content: { apiError: 'x' } }),
      setField: () => undefined,
    });
    expect(result.rows).toEqual(rows);
    expect(result.failure).toBeNull();
  });
});
