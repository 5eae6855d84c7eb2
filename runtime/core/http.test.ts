import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './http';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name and falls back to the plain one', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="fines _.csv"; filename*=UTF-8''fines%20%E2%80%93.csv`),
    ).toBe('fines –.csv');
    expect(fileNameFromDisposition('attachment; filename="report.xlsx"')).toBe('report.xlsx');
    expect(fileNameFromDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});
