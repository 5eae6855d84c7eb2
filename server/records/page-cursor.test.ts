import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, type PageCursor } from './page-cursor';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const cursor: PageCursor = {
  list: 'list-a',
  direction: 'next',
  page: 3,
  boundary: ['"CF-2026-0001"', null, '42'],
};

/** Expects `run` to refuse the cursor with a 400 INVALID_CURSOR saying `message`. */
function expectRefused(run: () => unknown, message: string | RegExp) {
  expect(run).toThrow(
    expect.objectContaining({
      statusCode: 400,
      errorCode: 'INVALID_CURSOR',
      message: expect.stringMatching(message),
    }),
  );
}

const DAMAGED = /^The cursor is damaged or was not made by this server: ask for page 1 again$/;

describe('page cursors', () => {
  it('come back as they were made, for the same list', () => {
    expect(decodeCursor(encodeCursor(cursor, SECRET), SECRET, 'list-a')).toEqual(cursor);
    const previous = { ...cursor, direction: 'previous' as const, page: 1 };
    expect(decodeCursor(encodeCursor(previous, SECRET), SECRET, 'list-a')).toEqual(previous);
  });

  it('are refused when altered, signed by another secret or not cursors at all', () => {
    const text = encodeCursor(cursor, SECRET);
    const [payload, signature] = text.split('.') as [string, string];
    const altered = Buffer.from(
      JSON.stringify([1, 'list-a', 'next', 4, ['"CF-2026-0001"', null, '42']]),
    ).toString('base64url');
    for (const bad of [
      `${altered}.${signature}`,
      encodeCursor(cursor, `${SECRET}-other`),
      `${payload}.${signature}.x`,
      'not-a-cursor',
      '',
    ]) {
      expectRefused(() => decodeCursor(bad, SECRET, 'list-a'), DAMAGED);
    }
  });

  it('are refused for another list', () => {
    expectRefused(
      () => decodeCursor(encodeCursor(cursor, SECRET), SECRET, 'list-b'),
      /belongs to another list/,
    );
  });

  it('are refused when signed but of an unknown shape', () => {
    for (const shape of [
      [2, 'list-a', 'next', 3, ['42']],
      [1, 'list-a', 'sideways', 3, ['42']],
      [1, 'list-a', 'next', 0, ['42']],
      [1, 'list-a', 'next', 3, ['42', null]],
      [1, 'list-a', 'next', 3, []],
    ]) {
      // Signed as the server signs, so that only the shape is wrong.
      const payload = Buffer.from(JSON.stringify(shape)).toString('base64url');
      const mac = createHmac('sha256', `page-cursor:${SECRET}`).update(payload).digest('base64url');
      const resigned = `${payload}.${mac}`;
      expectRefused(() => decodeCursor(resigned, SECRET, 'list-a'), /^The cursor is/);
    }
  });
});
