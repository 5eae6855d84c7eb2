import { describe, expect, it } from 'vitest';
import { apiUrl } from './screen-loader';

describe('apiUrl', () => {
  it('puts the spec relative URLs under /api and leaves full ones', () => {
    expect(apiUrl('/court-fines')).toBe('/api/court-fines');
    expect(apiUrl('court-fines')).toBe('/api/court-fines');
    expect(apiUrl('/api/court-fines')).toBe('/api/court-fines');
    expect(apiUrl('https://x.test/a')).toBe('https://x.test/a');
  });
});
