import { describe, expect, it } from 'vitest';
import { toApiUrl } from './api-url';

describe('toApiUrl', () => {
  it('puts the spec relative URLs under /api and leaves full ones', () => {
    expect(toApiUrl('/court-fines')).toBe('/api/court-fines');
    expect(toApiUrl('court-fines')).toBe('/api/court-fines');
    expect(toApiUrl('/api/court-fines')).toBe('/api/court-fines');
    expect(toApiUrl('https://x.test/a')).toBe('https://x.test/a');
  });
});
