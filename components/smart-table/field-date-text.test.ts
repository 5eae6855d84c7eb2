import { describe, expect, it } from 'vitest';
import type { FormComponent } from '../../schemas/form-definition';
import { fieldDateText } from './field-date-text';
import { SheetDate } from './sheet-date';

const dateTime = new SheetDate('2026-04-30', '14:30:00');
const day = new SheetDate('2026-04-30', undefined);
const datetimeField = (settings: Partial<FormComponent> = {}): FormComponent => ({
  type: 'datetime',
  key: 'depositDate',
  label: 'Deposit date',
  input: true,
  ...settings,
});

/** The wall clock a value shows in this process's own zone, as the viewer's field shows it. */
const localWallClock = (text: string) => {
  const date = new Date(text);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

describe('a sheet’s date written as the import form’s field holds it', () => {
  it('gives a Form.io datetime field the instant its viewer sees at the sheet’s day and time', () => {
    const text = fieldDateText(dateTime, datetimeField());
    expect(text).toMatch(/^2026-04-30T14:30:00[+-]\d{2}:\d{2}$/);
    expect(localWallClock(text)).toBe('2026-04-30 14:30:00');
    // A day alone is that day's midnight, not the day before or after in a zone west or east of UTC.
    expect(localWallClock(fieldDateText(day, datetimeField()))).toBe('2026-04-30 00:00:00');
  });

  it('reads the wall clock in the zone the field shows times in', () => {
    expect(fieldDateText(dateTime, datetimeField({ displayInTimezone: 'utc' }))).toBe(
      '2026-04-30T14:30:00+00:00',
    );
    expect(
      fieldDateText(dateTime, datetimeField({ displayInTimezone: 'location', timezone: 'Asia/Singapore' })),
    ).toBe('2026-04-30T14:30:00+08:00');
    expect(
      fieldDateText(new SheetDate('2026-01-15', '09:00:00'), datetimeField({ timezone: 'America/New_York' })),
    ).toBe('2026-01-15T09:00:00-05:00');
    expect(
      fieldDateText(new SheetDate('2026-07-15', '09:00:00'), datetimeField({ timezone: 'America/New_York' })),
    ).toBe('2026-07-15T09:00:00-04:00');
  });

  it('gives a datetime field without a time the day at midnight', () => {
    expect(fieldDateText(dateTime, datetimeField({ enableTime: false, timezone: 'Asia/Singapore' }))).toBe(
      '2026-04-30T00:00:00+08:00',
    );
  });

  it('gives a date input the day, a date-time input the day and time', () => {
    const input = (inputType: string): FormComponent => ({
      type: 'textfield',
      key: 'd',
      input: true,
      inputType,
    });
    expect(fieldDateText(dateTime, input('date'))).toBe('2026-04-30');
    expect(fieldDateText(day, input('date'))).toBe('2026-04-30');
    expect(fieldDateText(dateTime, input('datetime-local'))).toBe('2026-04-30T14:30:00');
    expect(fieldDateText(day, input('datetime-local'))).toBe('2026-04-30T00:00:00');
  });

  it('writes plain text for any other field or without an import form', () => {
    expect(fieldDateText(dateTime, { type: 'textfield', key: 'd', input: true })).toBe('2026-04-30 14:30:00');
    expect(fieldDateText(dateTime, undefined)).toBe('2026-04-30 14:30:00');
    expect(fieldDateText(day, undefined)).toBe('2026-04-30');
    expect(fieldDateText(new SheetDate(undefined, '09:15:00'), datetimeField())).toBe('09:15:00');
  });

  it('says so when the field names a time zone that is none', () => {
    expect(() => fieldDateText(dateTime, datetimeField({ timezone: 'Mars/Olympus' }))).toThrow(
      'the import form\'s field "Deposit date" shows times in "Mars/Olympus", which is not a time zone this browser knows.',
    );
  });
});
