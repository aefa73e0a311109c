import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../../auth/passwords';
import { IdVerificationStatus, UserType } from './user.enums';
import { User } from './user.entity';

export interface BootstrapResult {
  email: string;
  /** Set only when the password was generated here and must be shown once. */
  generatedPassword?: string;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@barangay.local';

/**
 * First start: creates the administrator from ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated password
 * that the caller prints once. Does nothing when any administrator exists.
 */
export async function bootstrapAdministrator(
  db: DataSource,
  email: string | undefined,
  password: string | undefined,
): Promise<BootstrapResult | null> {
  const users = db.getRepository(User);
  if (await users.exists({ where: { userType: UserType.ADMIN } })) return null;
  const adminEmail = email ?? DEFAULT_ADMIN_EMAIL;
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  await users.save(users.create({
    email: adminEmail,
    passwordHash: await hashPassword(password ?? generatedPassword!),
    nickname: 'Admin',
    firstName: 'Barangay',
    lastName: 'Administrator',
    userType: UserType.ADMIN,
    idVerificationStatus: IdVerificationStatus.APPROVED,
  }));
  return { email: adminEmail, generatedPassword };
}
