import { ageOn } from '../age';

describe('ageOn (spec §5: whole years, less one before this year\'s birthday)', () => {
  const today = new Date(2026, 10, 21); // 21 November 2026, local time

  it.each([
    ['2006-11-21', 20, 'birthday today'],
    ['2006-11-22', 19, 'birthday tomorrow'],
    ['2006-11-20', 20, 'birthday yesterday'],
    ['2006-12-01', 19, 'birthday next month'],
    ['2006-01-01', 20, 'birthday early in the year'],
    ['2026-11-21', 0, 'born today'],
  ])('%s is %i (%s)', (birthdate, age) => {
    expect(ageOn(birthdate, today)).toBe(age);
  });

  it('counts a 29 February birthday as not yet reached on 28 February', () => {
    expect(ageOn('2008-02-29', new Date(2026, 1, 28))).toBe(17);
    expect(ageOn('2008-02-29', new Date(2026, 2, 1))).toBe(18);
  });
});
