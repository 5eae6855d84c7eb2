// The text a date cell of a sheet becomes in the import form's field, written as that field holds dates.
// A Form.io datetime field holds an instant with its zone's offset (as its calendar saves one): the
// sheet's wall clock is read in the zone the field shows times in, so that the field shows the day and
// time the sheet does. A date input takes the day, a date-time input the day and time without a zone.
// Any other field, or a table without an import form, gets YYYY-MM-DD for a day and YYYY-MM-DD HH:mm:ss
// for a day with its time (the grid's default sourceFormat), HH:mm:ss for a time of day.
import type { FormComponent } from '../../schemas/form-definition';
import type { SheetDate } from './sheet-date';
import { offsetText, zoneOffsetAt } from './zone-offset';

const MIDNIGHT = '00:00:00';

function plainText({ date, time }: SheetDate): string {
  return [date, time].filter(Boolean).join(' ');
}

/** The zone a Form.io datetime field shows times in: its own, UTC, else the viewer's. */
function fieldTimeZone(field: FormComponent): string {
  if (typeof field.timezone === 'string' && field.timezone.trim()) return field.timezone.trim();
  if (field.displayInTimezone === 'utc') return 'UTC';
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function instantText(field: FormComponent, date: string, time: string): string {
  const timeZone = fieldTimeZone(field);
  const wallClock = `${date}T${time}`;
  try {
    return `${wallClock}${offsetText(zoneOffsetAt(wallClock, timeZone))}`;
  } catch {
    const name = typeof field.label === 'string' && field.label ? field.label : field.key;
    throw new Error(
      `the import form's field "${name}" shows times in "${timeZone}", which is not a time zone this browser knows.`,
    );
  }
}

export function fieldDateText(value: SheetDate, field: FormComponent | undefined): string {
  const { date, time } = value;
  // A time of day alone has no day to place it on.
  if (!field || !date) return plainText(value);
  if (field.type === 'datetime')
    return instantText(field, date, field.enableTime === false ? MIDNIGHT : (time ?? MIDNIGHT));
  if (field.inputType === 'date') return date;
  if (field.inputType === 'datetime-local') return `${date}T${time ?? MIDNIGHT}`;
  return plainText(value);
}
