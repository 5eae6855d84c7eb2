// An Idempotency-Key for each submission a screen sends. A submission sent again unchanged after it failed
// (its answer lost on the way: a timeout, a dropped connection, while the server had stored it) carries the
// same key, so that the server answers it as it answered the first instead of storing the record twice.
// Once a submission has succeeded, or when another body is sent, the next one gets a new key.
/** 128 random bits as hex (crypto.randomUUID is missing on a page served over plain http). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export class SubmissionKeys {
  private pending: { request: string; key: string } | undefined;

  /** The key of this request: the one it had when it last failed, else a new one. */
  keyFor(url: string, body: unknown): string {
    const request = JSON.stringify([url, body]);
    if (this.pending?.request !== request) this.pending = { request, key: newKey() };
    return this.pending.key;
  }

  /** The request was answered: whatever is sent next is a new submission. */
  answered(): void {
    this.pending = undefined;
  }
}
