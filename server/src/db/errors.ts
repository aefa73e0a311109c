/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string }; code?: string } | null);
  return driverError?.driverError?.code === UNIQUE_VIOLATION || driverError?.code === UNIQUE_VIOLATION;
}
