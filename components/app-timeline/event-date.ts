// How an event's date shows in its brackets: ISO dates in the portal's display format DD-MM-YYYY
// (spec 001 §9); any other text as it is.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

export function formatEventDate(date: string): string {
  const match = ISO_DATE.exec(date.trim());
  if (!match) return date.trim();
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
}
