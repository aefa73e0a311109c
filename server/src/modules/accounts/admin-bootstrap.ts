import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource, FindOptionsWhere } from 'typeorm';
import { PasswordPolicy, PasswordRefusal, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordOwner } from '../../identity/password-policy';
import { hashPassword } from '../../identity/passwords';
import { createPrivateFile } from '../../common/private-file';
import { type AppConfig, ConfigError } from '../../config/env';
import { DEFAULT_BARANGAY_ID } from '../barangays';
import { CityRole, IdVerificationStatus, UserType } from './user.enums';
import { User } from './user.entity';

/** What the first start needs to know about the administrator it creates. */
export type AdminSettings = Pick<AppConfig, 'adminEmail' | 'adminPassword' | 'barangayName' | 'dataDir'>;
/** What the first start needs to know about the City Administrator it creates (docs/architecture.md#city-level). */
export type CityAdminSettings = Pick<AppConfig, 'cityAdminEmail' | 'cityAdminPassword' | 'cityName' | 'dataDir'>;

export interface BootstrapResult {
  email: string;
  /** Set only when the password was generated here: the owner-only file it was written to. */
  generatedPasswordFile?: string;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@barangay.local';
/** Under DATA_DIR: where a generated administrator password is written (mode 600), never to the console. */
export const ADMIN_PASSWORD_FILE = 'admin-password';
export const DEFAULT_CITY_ADMIN_EMAIL = 'city-admin@barangay.local';
export const CITY_ADMIN_PASSWORD_FILE = 'city-admin-password';

/** One account the first start makes, described in the terms of the settings that shape it. */
interface FirstAccount {
  email: string;
  password: string | undefined;
  /** The name its password may not contain (the barangay's or the city's). */
  homeName: string;
  dataDir: string;
  passwordFile: string;
  profile: { nickname: string; firstName: string; lastName: string };
  variables: { email: string; password: string; homeName: string };
  /** Its row's columns besides the common ones. */
  columns: Partial<User>;
  /** Whether an account of its kind exists already. */
  exists: FindOptionsWhere<User>;
}

/** The first administrator: the default barangay's (the install's first), a Punong Barangay. */
function administrator(settings: AdminSettings): FirstAccount {
  return {
    email: settings.adminEmail ?? DEFAULT_ADMIN_EMAIL, password: settings.adminPassword, homeName: settings.barangayName,
    dataDir: settings.dataDir, passwordFile: ADMIN_PASSWORD_FILE,
    profile: { nickname: 'Admin', firstName: 'Barangay', lastName: 'Administrator' },
    variables: { email: 'ADMIN_EMAIL', password: 'ADMIN_PASSWORD', homeName: 'BARANGAY_NAME' },
    columns: { barangayId: DEFAULT_BARANGAY_ID, cityRole: null },
    exists: { userType: UserType.ADMIN, barangayId: DEFAULT_BARANGAY_ID },
  };
}

/** The first City Administrator: an account of no barangay (docs/architecture.md#city-level). */
function cityAdministrator(settings: CityAdminSettings): FirstAccount {
  return {
    email: settings.cityAdminEmail ?? DEFAULT_CITY_ADMIN_EMAIL, password: settings.cityAdminPassword, homeName: settings.cityName,
    dataDir: settings.dataDir, passwordFile: CITY_ADMIN_PASSWORD_FILE,
    profile: { nickname: 'City Admin', firstName: 'City', lastName: 'Administrator' },
    variables: { email: 'CITY_ADMIN_EMAIL', password: 'CITY_ADMIN_PASSWORD', homeName: 'CITY_NAME' },
    columns: { barangayId: null, cityRole: CityRole.CITY_ADMINISTRATOR },
    exists: { cityRole: CityRole.CITY_ADMINISTRATOR },
  };
}

/** Its names are context words of its password like a resident's. */
function ownerOf(account: FirstAccount): PasswordOwner {
  return { ...account.profile, email: account.email };
}

const OPERATOR_REASONS: Record<Exclude<PasswordRefusal['rule'], 'context'>, string> = {
  tooShort: `it must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `it must be at most ${PASSWORD_MAX_LENGTH} characters`,
  breached: 'it is on the list of known breached passwords',
};

/** Why the operator's password is refused, in the terms of the settings they wrote. */
function operatorReason(refusal: PasswordRefusal, account: FirstAccount): string {
  if (refusal.rule !== 'context') return OPERATOR_REASONS[refusal.rule];
  const { profile, variables } = account;
  const sources = {
    barangay: `from ${variables.homeName}`,
    name: `from the ${account.columns.cityRole ? 'City Administrator' : 'administrator'}'s name "${profile.firstName} ${profile.lastName}" or nickname "${profile.nickname}"`,
    email: `from ${variables.email}`,
  } as const;
  return `it must not contain "${refusal.word}" (${sources[refusal.source]})`;
}

/**
 * Refuses a configured password that the password policy would refuse anywhere else. Checked whenever the variable
 * is set, before the database is opened, so a refused start leaves nothing behind.
 */
function assertAcceptable(account: FirstAccount): void {
  if (account.password === undefined) return;
  const refusal = new PasswordPolicy(account.homeName).refusal(account.password, ownerOf(account));
  if (refusal) {
    throw new ConfigError(`${account.variables.password} does not pass the password policy: ${operatorReason(refusal, account)}. `
      + `Choose another, or leave ${account.variables.password} unset to have one generated.`);
  }
}

export function assertAdminPasswordAcceptable(settings: AdminSettings): void {
  assertAcceptable(administrator(settings));
}

export function assertCityAdminPasswordAcceptable(settings: CityAdminSettings): void {
  assertAcceptable(cityAdministrator(settings));
}

/** Written before the account exists, so an account is never created with a password nobody can read. */
async function writePasswordFile(dataDir: string, fileName: string, password: string): Promise<string> {
  const file = path.join(dataDir, fileName);
  await mkdir(dataDir, { recursive: true });
  // A file left by an earlier first start whose database was then reset: its password no longer works.
  await rm(file, { force: true });
  await createPrivateFile(file, `${password}\n`);
  return file;
}

/**
 * First start: creates the account from its variables, or with a generated password written to DATA_DIR (mode 600)
 * for the caller to point the operator to. Does nothing when an account of its kind exists.
 */
async function bootstrap(db: DataSource, account: FirstAccount): Promise<BootstrapResult | null> {
  assertAcceptable(account);
  const users = db.getRepository(User);
  if (await users.exists({ where: account.exists })) return null;
  let password = account.password;
  let generatedPasswordFile: string | undefined;
  if (password === undefined) {
    password = new PasswordPolicy(account.homeName).generate(ownerOf(account));
    generatedPasswordFile = await writePasswordFile(account.dataDir, account.passwordFile, password);
  }
  await users.save(users.create({
    ...account.columns,
    email: account.email,
    passwordHash: await hashPassword(password),
    ...account.profile,
    userType: UserType.ADMIN,
    idVerificationStatus: IdVerificationStatus.APPROVED,
  }));
  return { email: account.email, generatedPasswordFile };
}

/** First start: the administrator (ADMIN_EMAIL / ADMIN_PASSWORD, or a password in DATA_DIR/admin-password). */
export async function bootstrapAdministrator(db: DataSource, settings: AdminSettings): Promise<BootstrapResult | null> {
  return await bootstrap(db, administrator(settings));
}

/** First start: the City Administrator (CITY_ADMIN_EMAIL / CITY_ADMIN_PASSWORD, or a password in DATA_DIR/city-admin-password). */
export async function bootstrapCityAdministrator(db: DataSource, settings: CityAdminSettings): Promise<BootstrapResult | null> {
  return await bootstrap(db, cityAdministrator(settings));
}
