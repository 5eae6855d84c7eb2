import { describe, expect, it } from 'vitest';
import { isTileChecked } from './tile-state';

const tile = { aclResource: 'fines.create', apiKey: 'acls.createFine' };

describe('isTileChecked', () => {
  it('is ticked when its own value is the acl resource', () => {
    expect(isTileChecked(tile, 'fines.create', {})).toBe(true);
  });

  it('is ticked when the form data holds the acl resource at apiKey, a nested path', () => {
    expect(isTileChecked(tile, '', { acls: { createFine: 'fines.create' } })).toBe(true);
  });

  it('is not ticked for an empty or another value, or without an acl resource', () => {
    expect(isTileChecked(tile, '', { acls: { createFine: '' } })).toBe(false);
    expect(isTileChecked(tile, 'fines.view', undefined)).toBe(false);
    expect(isTileChecked({ aclResource: '', apiKey: 'x' }, '', { x: '' })).toBe(false);
  });
});
