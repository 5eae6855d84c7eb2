// The texts an editor sent to its owner and not yet seen come back, oldest first (pure, so the echo
// rule is tested without Monaco).

const LIMIT = 100;

export function rememberSent(sent: string[], text: string): void {
  sent.push(text);
  if (sent.length > LIMIT) sent.splice(0, sent.length - LIMIT);
}

/**
 * Whether `value` is one of the sent texts coming back (then it and the older ones are forgotten);
 * any other value is a change made elsewhere, after which nothing sent earlier can come back.
 */
export function isEcho(sent: string[], value: string): boolean {
  const index = sent.indexOf(value);
  if (index < 0) {
    sent.length = 0;
    return false;
  }
  sent.splice(0, index + 1);
  return true;
}
