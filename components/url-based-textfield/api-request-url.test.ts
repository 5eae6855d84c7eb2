import { describe, expect, it } from 'vitest';
import { apiRequestUrl } from './api-request-url';

describe('apiRequestUrl', () => {
  it('fills each {{fieldKey}} placeholder with the current value of that dependency', () => {
    const values = new Map<string, unknown>([
      ['fineNumber', 'F-100'],
      ['court.code', 'SC'],
    ]);
    expect(apiRequestUrl('/api/fines/{{fineNumber}}?court={{court.code}}', values)).toBe(
      '/api/fines/F-100?court=SC',
    );
  });

  it('URL-encodes the values so each stays one parameter', () => {
    expect(apiRequestUrl('/api/search?q={{name}}', new Map([['name', 'Tan & Co/2']]))).toBe(
      '/api/search?q=Tan%20%26%20Co%2F2',
    );
  });

  it('leaves a URL without placeholders as it is', () => {
    expect(apiRequestUrl('/api/rates', new Map())).toBe('/api/rates');
  });
});
