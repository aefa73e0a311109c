import type { EntityManager } from 'typeorm';
import { AuthErrors, type CityRole, IdVerificationStatus, User, UserType } from '../accounts';

/** A staff account about to be made: a barangay's (with one of its roles) or the city's (with its office). */
export interface NewStaffAccount {
  email: string;
  firstName: string;
  lastName: string;
  /** Null for a city account (docs/architecture.md#city-level). */
  barangayId: number | null;
  staffRoleId: number | null;
  cityRole: CityRole | null;
}

/**
 * Stores a new staff account with a first password its owner must replace before any permission applies
 * (docs/rules/accounts.md#staff-roles). E-mail addresses are unique across the install: one taken at any barangay
 * or by the city is refused here.
 */
export async function saveNewStaffAccount(manager: EntityManager, account: NewStaffAccount, passwordHash: string): Promise<User> {
  if (await manager.exists(User, { where: { email: account.email } })) throw AuthErrors.emailTaken();
  return await manager.save(manager.create(User, {
    ...account,
    nickname: account.firstName.trim(),
    passwordHash,
    userType: UserType.ADMIN,
    idVerificationStatus: IdVerificationStatus.APPROVED,
    mustChangePassword: true,
  }));
}
