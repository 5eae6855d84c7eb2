import { describe, expect, it } from 'vitest';
import { apiErrorOf, fileNameFromDisposition } from './http';

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

describe('apiErrorOf', () => {
  it("keeps the server's errorCode, message and details", () => {
    const error = apiErrorOf(409, {
      errorCode: 'VERSION_CONFLICT',
      message: 'Changed meanwhile',
      details: { v: 2 },
    });
    expect([error.status, error.errorCode, error.message, error.details]).toEqual([
      409,
      'VERSION_CONFLICT',
      'Changed meanwhile',
      { v: 2 },
    ]);
  });

  it('says the status when the answer is not the error shape', () => {
    for (const payload of [undefined, 'Bad gateway', { errorCode: 5 }]) {
      const error = apiErrorOf(502, payload);
      expect([error.errorCode, error.message]).toEqual(['HTTP_502', 'The server answered 502']);
    }
  });
});
