/**
 * Whole years between a YYYY-MM-DD birthdate and `today`, less one while this year's birthday
 * has not yet come (docs/rules/dashboard.md#age-rule). Calendar parts are compared, so time zones cannot shift a birthday:
 * `today` is a calendar date (the barangay's, YYYY-MM-DD) or a Date read on this machine's calendar.
 */
export function ageOn(birthdate: string, today: Date | string): number {
  const [year, month, day] = birthdate.split('-').map(Number);
  const [todayYear, todayMonth, todayDay] = typeof today === 'string'
    ? today.split('-').map(Number)
    : [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const hadBirthday = todayMonth > month || (todayMonth === month && todayDay >= day);
  return todayYear - year - (hadBirthday ? 0 : 1);
}
