import fc from 'fast-check';
import { afterEach, expect, test } from 'vitest';
import { calendarDateParts, localIsoDate } from './calendar-date';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

test.each(['UTC', 'Pacific/Pago_Pago', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kolkata'])(
  'a date has the same parts in %s',
  (tz) => {
    process.env.TZ = tz;
    expect(calendarDateParts('2024-03-05')).toEqual({ year: 2024, month: 3, day: 5, weekday: 2 });
    expect(calendarDateParts('2024-01-01')).toEqual({ year: 2024, month: 1, day: 1, weekday: 1 });
    expect(calendarDateParts('2023-12-31')).toEqual({ year: 2023, month: 12, day: 31, weekday: 0 });
  },
);

test('a string that is not a real date has no parts', () => {
  expect(calendarDateParts('2024-02-30')).toBeNull();
  expect(calendarDateParts('yesterday')).toBeNull();
  expect(calendarDateParts('2024-3-5')).toBeNull();
  expect(calendarDateParts('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29, weekday: 4 });
});

test('localIsoDate is the local calendar day', () => {
  process.env.TZ = 'Pacific/Kiritimati'; // UTC+14
  expect(localIsoDate(Date.UTC(2024, 2, 4, 12, 0))).toBe('2024-03-05');
  process.env.TZ = 'UTC';
  expect(localIsoDate(Date.UTC(2024, 2, 4, 12, 0))).toBe('2024-03-04');
});

test('every real date has the parts of its UTC date', () => {
  fc.assert(
    fc.property(
      fc.date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
      (date) => {
        expect(calendarDateParts(date.toISOString().slice(0, 10))).toEqual({
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
          weekday: date.getUTCDay(),
        });
      },
    ),
  );
});
