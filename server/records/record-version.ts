// Optimistic concurrency of record writes: a change names the version it was made from, and is refused
// when the record has moved on since (a direct update and a change sent for approval alike).
import { AppError } from '../errors';

/** The version a change was made from (428 without a whole number of at least 1). */
export function requiredVersion(raw: unknown): number {
  const version = Number(raw);
  if (raw === undefined || raw === null || !Number.isInteger(version) || version < 1) {
    throw new AppError(
      428,
      'VERSION_REQUIRED',
      'Send the version of the record you changed (body "version" or If-Match)',
    );
  }
  return version;
}

/**
 * The version an If-Match header names: `"3"`, `3` or a weak `W/"3"`; none for `*` (any version) or no
 * header.
 */
export function ifMatchVersion(ifMatch: string | string[] | undefined): string | undefined {
  if (typeof ifMatch !== 'string' || ifMatch.trim() === '*') return undefined;
  return ifMatch.trim().replace(/^W\//, '').replace(/"/g, '');
}

/** The version a change names: the body's `version`, else the If-Match header (428 with neither). */
export function namedVersion(bodyVersion: unknown, ifMatch: string | string[] | undefined): number {
  return requiredVersion(bodyVersion ?? ifMatchVersion(ifMatch));
}

/** Refuses (409) a change made from another version than the record's current one. */
export function assertAtVersion(record: { version: number }, version: number): void {
  if (record.version !== version) {
    throw new AppError(
      409,
      'VERSION_CONFLICT',
      'This record was changed by someone else. Reload it and try again.',
      {
        expectedVersion: version,
        currentVersion: record.version,
      },
    );
  }
}
