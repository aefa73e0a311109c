/**
 * Whole years between a YYYY-MM-DD birthdate and `today`, less one while this year's birthday
 * has not yet come (spec §5). Calendar parts are compared, so time zones cannot shift a birthday.
 */
export function ageOn(birthdate: string, today: Date): number {
  const [year, month, day] = birthdate.split('-').map(Number);
  const todayMonth = today.getMonth() + 1;
  const todayDay = today.getDate();
  const hadBirthday = todayMonth > month || (todayMonth === month && todayDay >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
}
