// How the portal's own pages write a moment (an ISO timestamp): "27 Nov 2026, 14:05", in the portal's
// locale (spec 001 §9, en-SG) and the browser's time zone, as the grids write their dates, whatever
// language the browser is set to (toLocaleString() alone gave US month-first order on some pages).
import { FORMAT_DEFAULTS } from '../../schemas/values/grid-options';

const TIMESTAMP = new Intl.DateTimeFormat(FORMAT_DEFAULTS.localeId, {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The moment as text; what is not a moment is shown as it came. */
export function timestampText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : TIMESTAMP.format(date);
}
