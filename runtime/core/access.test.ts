import { describe, expect, it } from 'vitest';
import { hasAccess } from './access';

describe('hasAccess', () => {
  it('grants when no resource is named', () => {
    expect(hasAccess([], undefined)).toBe(true);
    expect(hasAccess([], ' , ')).toBe(true);
  });
  it('grants on any one of comma-separated names', () => {
    expect(hasAccess(['fines.view'], 'fines.edit, fines.view')).toBe(true);
  });
  it('refuses when none is held', () => {
    expect(hasAccess(['fines.view'], 'fines.edit,fines.delete')).toBe(false);
  });
});
