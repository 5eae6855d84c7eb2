import { describe, expect, it } from 'vitest';
import { containerIdWithSuffix } from './container-id';

describe('container id of an embedded report', () => {
  it('adds a suffix from 1 to 1000', () => {
    expect(containerIdWithSuffix('fines-report', () => 0)).toBe('fines-report-1');
    expect(containerIdWithSuffix('fines-report', () => 0.4995)).toBe('fines-report-500');
    expect(containerIdWithSuffix('fines-report', () => 0.9999999)).toBe('fines-report-1000');
  });

  it('falls back to a default id', () => {
    expect(containerIdWithSuffix('', () => 0.5)).toBe('embedded-report-501');
  });
});
