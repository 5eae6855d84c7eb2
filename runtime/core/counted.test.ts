import { describe, expect, it } from 'vitest';
import { counted } from './counted';

describe('counted', () => {
  it('says one in the singular and any other count in the plural', () => {
    expect(counted(1, 'error')).toBe('1 error');
    expect(counted(0, 'warning')).toBe('0 warnings');
    expect(counted(3, 'entry', 'entries')).toBe('3 entries');
  });
});
