import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { PasswordPolicy, PasswordRefusal, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordOwner } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import { createPrivateFile } from '../../common/private-file';
import { type AppConfig, ConfigError } from '../../config/env';
import { DEFAULT_BARANGAY_ID } from '../barangays';
import { IdVerificationStatus, UserType } from './user.enums';
import { User } from './user.entity';

/** What the first start needs to know about the administrator it creates. */
export type AdminSettings = Pick<AppConfig, 'adminEmail' | 'adminPassword' | 'barangayName' | 'dataDir'>;

export interface BootstrapResult {
  email: string;
  /** Set only when the password was generated here: the owner-only file it was written to. */
  generatedPasswordFile?: string;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@barangay.local';
/** Under DATA_DIR: where a generated administrator password is written (mode 600), never to the console. */
export const ADMIN_PASSWORD_FILE = 'admin-password';

/** The first administrator's profile; its names are context words of its password like a resident's. */
const ADMIN_PROFILE = { nickname: 'Admin', firstName: 'Barangay', lastName: 'Administrator' } as const;

function adminOwner(settings: AdminSettings): PasswordOwner {
  return { ...ADMIN_PROFILE, email: settings.adminEmail ?? DEFAULT_ADMIN_EMAIL };
}

const OPERATOR_REASONS: Record<Exclude<PasswordRefusal['rule'], 'context'>, string> = {
  tooShort: `it must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `it must be at most ${PASSWORD_MAX_LENGTH} characters`,
  breached: 'it is on the list of known breached passwords',
};

const CONTEXT_SOURCES = {
  barangay: 'from BARANGAY_NAME',
  name: `from the administrator's name "${ADMIN_PROFILE.firstName} ${ADMIN_PROFILE.lastName}" or nickname "${ADMIN_PROFILE.nickname}"`,
  email: 'from ADMIN_EMAIL',
} as const;

/** Why the operator's password is refused, in the terms of the settings they wrote. */
function operatorReason(refusal: PasswordRefusal): string {
  if (refusal.rule !== 'context') return OPERATOR_REASONS[refusal.rule];
  return `it must not contain "${refusal.word}" (${CONTEXT_SOURCES[refusal.source]})`;
}

/**
 * Refuses an ADMIN_PASSWORD that the password policy would refuse anywhere else. Checked whenever the
 * variable is set, before the database is opened, so a refused start leaves nothing behind.
 */
export function assertAdminPasswordAcceptable(settings: AdminSettings): void {
  if (settings.adminPassword === undefined) return;
  const refusal = new PasswordPolicy(settings.barangayName).refusal(settings.adminPassword, adminOwner(settings));
  if (refusal) {
    throw new ConfigError(`ADMIN_PASSWORD does not pass the password policy: ${operatorReason(refusal)}. `
      + 'Choose another, or leave ADMIN_PASSWORD unset to have one generated.');
  }
}

/** Written before the account exists, so an administrator is never created with a password nobody can read. */
async function writePasswordFile(dataDir: string, password: string): Promise<string> {
  const file = path.join(dataDir, ADMIN_PASSWORD_FILE);
  await mkdir(dataDir, { recursive: true });
  // A file left by an earlier first start whose database was then reset: its password no longer works.
  await rm(file, { force: true });
  await createPrivateFile(file, `${password}\n`);
  return file;
}

/**
 * First start: creates the administrator from ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated password
 * written to DATA_DIR/admin-password (mode 600) for the caller to point the operator to. Does nothing
 * when any administrator exists.
 */
export async function bootstrapAdministrator(db: DataSource, settings: AdminSettings): Promise<BootstrapResult | null> {
  assertAdminPasswordAcceptable(settings);
  const users = db.getRepository(User);
  if (await users.exists({ where: { userType: UserType.ADMIN } })) return null;
  const { email } = adminOwner(settings);
  let password = settings.adminPassword;
  let generatedPasswordFile: string | undefined;
  if (password === undefined) {
    password = new PasswordPolicy(settings.barangayName).generate(adminOwner(settings));
    generatedPasswordFile = await writePasswordFile(settings.dataDir, password);
  }
  await users.save(users.create({
    // The first administrator is the default barangay's (the install's first).
    barangayId: DEFAULT_BARANGAY_ID,
    email,
    passwordHash: await hashPassword(password),
    ...ADMIN_PROFILE,
    userType: UserType.ADMIN,
    idVerificationStatus: IdVerificationStatus.APPROVED,
  }));
  return { email, generatedPasswordFile };
}
