import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

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
