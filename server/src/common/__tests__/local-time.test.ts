import { longDateTime } from '../local-time';

describe('longDateTime', () => {
  it("reads an instant on the barangay's clock (UTC+8), whatever the server's zone, and names that zone", () => {
    expect(longDateTime(new Date('2026-05-05T07:04:00Z'))).toBe('May 5, 2026 at 3:04 PM (Philippine time)');
    // Late evening UTC is already the next morning in the barangay.
    expect(longDateTime(new Date('2026-12-31T16:30:00Z'))).toBe('January 1, 2027 at 12:30 AM (Philippine time)');
  });
});
