// The text to show for anything thrown: an Error's message, anything else as a string.
export function errorMessage(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}
