import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateInTimeZone, formatDateTime } from './format-date';

const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatDate', () => {
  it('shows month name, day without leading zero, and year', () => {
    expect(formatDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatDate('2025-12-31')).toBe('December 31, 2025');
    expect(formatDate('2024-01-01')).toBe('January 1, 2024');
  });

  it.each(['America/Los_Angeles', 'Pacific/Honolulu', 'Asia/Manila', 'Pacific/Kiritimati'])(
    'keeps a YYYY-MM-DD date on its day in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(formatDate('2026-03-05')).toBe('March 5, 2026');
      expect(formatDate('2026-01-01')).toBe('January 1, 2026');
    },
  );

  it('reads ISO date-times as instants in the local time zone', () => {
    process.env.TZ = 'Asia/Manila';
    expect(formatDate('2026-03-05T10:15:00.000Z')).toBe('March 5, 2026');
    // 20:30 UTC is already the next morning in Manila (UTC+8).
    expect(formatDate('2026-03-05T20:30:00Z')).toBe('March 6, 2026');
    process.env.TZ = 'America/New_York';
    expect(formatDate('2026-03-05T02:00:00Z')).toBe('March 4, 2026');
  });

  it('accepts Date objects', () => {
    expect(formatDate(new Date(2026, 6, 4, 12))).toBe('July 4, 2026');
  });

  it.each([null, undefined, '', '   ', 'not a date', '2026-02-30', '2026-13-01', new Date('nope')])(
    'gives the fallback for %s',
    (value) => {
      expect(formatDate(value)).toBe('');
      expect(formatDate(value, 'N/A')).toBe('N/A');
    },
  );
});

describe('formatDateTime (histories only)', () => {
  // Exact strings: plain spaces only, whatever the browser's locale data would put before AM/PM.
  it("adds the time to the day as 'Month D, YYYY, h:mm AM/PM' in the browser's zone", () => {
    expect(formatDateTime(new Date(2026, 2, 5, 14, 7).toISOString())).toBe('March 5, 2026, 2:07 PM');
    expect(formatDateTime(new Date(2026, 11, 31, 0, 30).toISOString())).toBe('December 31, 2026, 12:30 AM');
    expect(formatDateTime(new Date(2026, 10, 23, 12, 0))).toBe('November 23, 2026, 12:00 PM');
  });

  it('starts with exactly what formatDate shows for the same instant', () => {
    process.env.TZ = 'Asia/Manila';
    const instant = '2026-11-23T09:01:00.000Z';
    expect(formatDate(instant)).toBe('November 23, 2026');
    expect(formatDateTime(instant)).toBe('November 23, 2026, 5:01 PM');
  });

  it('shows a calendar date without a time, and nothing for missing or unreadable values', () => {
    expect(formatDateTime('2026-03-05')).toBe('March 5, 2026');
    for (const value of [null, undefined, 42, '', 'not a date', new Date('nope')]) {
      expect(formatDateTime(value)).toBe('');
    }
  });
});

describe('formatDateInTimeZone', () => {
  it('reads an instant as the day it is in the given zone, and a calendar date as written', () => {
    expect(formatDateInTimeZone('2026-03-05T20:00:00.000Z', 'UTC')).toBe('March 5, 2026');
    expect(formatDateInTimeZone('2026-03-05T20:00:00.000Z', 'Asia/Manila')).toBe('March 6, 2026');
    expect(formatDateInTimeZone('2026-03-05', 'Pacific/Kiritimati')).toBe('March 5, 2026');
    expect(formatDateInTimeZone('not a date', 'UTC', 'N/A')).toBe('N/A');
  });
});

describe('dates in Filipino (docs/architecture/languages.md#writing)', () => {
  it('names the month in Filipino, day and year as in English', () => {
    expect(formatDate('2026-11-28', '', 'fil')).toBe('Nobyembre 28, 2026');
    expect(formatDateInTimeZone('2026-03-05T20:00:00.000Z', 'Asia/Manila', '', 'fil')).toBe('Marso 6, 2026');
    expect(formatDate('2026-02-30', 'Wala', 'fil')).toBe('Wala');
  });
});
