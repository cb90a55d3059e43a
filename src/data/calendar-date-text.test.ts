import fc from 'fast-check';
import { afterEach, expect, test } from 'vitest';
import { formatReviewDate, formatShortDate } from './calendar-date-text';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

test.each(['UTC', 'Pacific/Pago_Pago', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kolkata'])(
  'dates format the same in %s',
  (tz) => {
    process.env.TZ = tz;
    expect(formatReviewDate('2024-03-05')).toBe('March 5, 2024');
    expect(formatReviewDate('2024-01-01')).toBe('January 1, 2024');
    expect(formatReviewDate('2023-12-31')).toBe('December 31, 2023');
    expect(formatShortDate('2026-11-24')).toBe('Tue, Nov 24');
  },
);

test('the time zone really would shift a naive local format (the test above is meaningful)', () => {
  process.env.TZ = 'Pacific/Pago_Pago';
  const naive = new Date('2024-03-05').toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  expect(naive).toBe('March 4, 2024');
  expect(formatReviewDate('2024-03-05')).toBe('March 5, 2024');
});

test('a string that is not a real date is shown as is', () => {
  expect(formatReviewDate('2024-02-30')).toBe('2024-02-30');
  expect(formatReviewDate('yesterday')).toBe('yesterday');
  expect(formatReviewDate('2024-3-5')).toBe('2024-3-5');
  expect(formatReviewDate('2024-02-29')).toBe('February 29, 2024');
  expect(formatShortDate('2024-02-30')).toBe('2024-02-30');
});

test('every real date reads as the browser’s own en-US long and short dates would write it', () => {
  const long = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const short = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  fc.assert(
    fc.property(
      fc.date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
      (date) => {
        const iso = date.toISOString().slice(0, 10);
        expect(formatReviewDate(iso)).toBe(long.format(date));
        expect(formatShortDate(iso)).toBe(short.format(date));
      },
    ),
  );
});
