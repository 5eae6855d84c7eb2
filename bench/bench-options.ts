// Reading a bench's command-line options.

/** A whole number from 1 to `max`, or an error naming the flag. */
export function wholeNumber(flag: string, value: string | undefined, max: number): number {
  const parsed = /^\d+$/.test(value ?? '') ? Number(value) : NaN;
  if (!(parsed >= 1 && parsed <= max)) throw new Error(`${flag} must be a whole number from 1 to ${max}`);
  return parsed;
}
