import { Equal, IsNull, Or, type FindOperator } from 'typeorm';

/**
 * The accounts that act at an address of barangay `barangayId` (docs/architecture.md#city-level): its own and
 * the city's, which belong to no barangay. For the lookups of a caller's own account (sign-in, renewal,
 * two-factor, set-password links); lists and staff lookups keep to the barangay's own accounts.
 */
export function accountsHere(barangayId: number): FindOperator<number> {
  // TypeORM types a nullable column's condition as FindOperator<number>; IsNull() is what admits the city's accounts.
  return Or(Equal(barangayId), IsNull() as FindOperator<number>);
}

/** The same, as a query builder condition on the alias `user` (parameter :barangayId). */
export const ACCOUNTS_HERE = '(user.barangayId = :barangayId OR user.barangayId IS NULL)';
