// The opaque cursor a page answers for the next and the previous page: where the page ends (or
// starts) in the list's order, which list it belongs to and the page number it leads to, signed with
// the server's secret so that a client can neither forge nor alter one.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors';
import type { Boundary } from './keyset';

export type CursorDirection = 'next' | 'previous';

export interface PageCursor {
  /** The list (resource, sort, q and size) the cursor was made for: see listFingerprint. */
  list: string;
  direction: CursorDirection;
  /** The 1-based number of the page the cursor leads to. */
  page: number;
  /** The last row of the page for `next`, its first row for `previous`. */
  boundary: Boundary;
}

const VERSION = 1;

const signature = (secret: string, payload: string) =>
  createHmac('sha256', `page-cursor:${secret}`).update(payload).digest('base64url');

export function encodeCursor(cursor: PageCursor, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify([VERSION, cursor.list, cursor.direction, cursor.page, cursor.boundary]),
  ).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

function invalidCursor(message: string): AppError {
  return new AppError(400, 'INVALID_CURSOR', message);
}

const isBoundary = (value: unknown): value is Boundary =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => item === null || typeof item === 'string') &&
  value[value.length - 1] !== null;

/** The cursor, if the server made it for this very list; a 400 INVALID_CURSOR otherwise. */
export function decodeCursor(text: string, secret: string, list: string): PageCursor {
  const [payload = '', mac = '', ...rest] = text.split('.');
  const expected = Buffer.from(signature(secret, payload));
  const given = Buffer.from(mac);
  if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw invalidCursor('The cursor is damaged or was not made by this server: ask for page 1 again');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed[0] !== VERSION)
    throw invalidCursor('The cursor is from an older version of the server: ask for page 1 again');
  const [, cursorList, direction, page, boundary] = parsed as unknown[];
  if (
    typeof cursorList !== 'string' ||
    (direction !== 'next' && direction !== 'previous') ||
    !Number.isSafeInteger(page) ||
    (page as number) < 1 ||
    !isBoundary(boundary)
  )
    throw invalidCursor('The cursor is damaged or was not made by this server: ask for page 1 again');
  if (cursorList !== list)
    throw invalidCursor(
      'The cursor belongs to another list: send it with the sort, q and size of the page that gave it',
    );
  return { list, direction, page: page as number, boundary };
}
