import { referencePrefixOf } from '@barangay-portal/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { authorize } from '../../identity/audience';
import type { AuthUser } from '../../identity/auth-user';
import type { SpreadsheetExport } from '../../common/spreadsheet';
import { isUniqueViolation } from '../../db/errors';
import { fixedOrder, listAll, queryList } from '../../db/list-query';
import { acrossBarangays } from '../../db/row-security';
import type { RequestContext } from '../../http/request-context';
import { Barangay, BarangayErrors, type BarangayDirectory } from '../barangays';
import { saveNewStaffAccount, type StaffPasswords } from '../staff';
import { AuthErrors, User } from '../accounts';
import { readRollup, type RollupLine, rollupSpreadsheet } from './city-rollup';
import { CityErrors } from './city.errors';
import type { CreateBarangayInput, CreateCityAccountInput, SetBarangayHostNamesInput } from './city.inputs';
import { cityPolicy } from './city.policy';
import type { AccountHandover, BarangayRollup, CityRollup, CreatedBarangay } from './city.types';

/** The city's accounts by family name, then first name, as stored (upper case first). */
const ACCOUNT_ORDER = fixedOrder([{ by: 'user.lastName' }, { by: 'user.firstName' }], { by: 'user.id' });

/** Host names as barangay_host keeps them (its check: lower case), each once. */
function storedHostNames(hostNames: readonly string[]): string[] {
  return [...new Set(hostNames.map((host) => host.trim().toLowerCase()))];
}

/**
 * The city level (docs/architecture.md#city-level): the roll-up of every barangay for the city's offices, and the
 * City Administrator's work: new barangays with their first Punong Barangay, and the city's own accounts. What it
 * reads and writes spans barangays, so it works in transactions that see them all, naming each row's barangay.
 */
export class CityService {
  constructor(
    private readonly db: DataSource,
    private readonly barangays: BarangayDirectory,
    private readonly passwords: StaffPasswords,
    private readonly cityName: string,
    /** Where the roll-up is read: DATABASE_READ_URL's pool, or `db` (docs/architecture.md#replicas-read-database). */
    private readonly reads: DataSource,
  ) {}

  async rollup(ctx: RequestContext): Promise<CityRollup> {
    authorize(ctx, cityPolicy.viewRollup);
    return await acrossBarangays(this.reads, (manager) => readRollup(manager));
  }

  async rollupSpreadsheet(ctx: RequestContext): Promise<SpreadsheetExport<RollupLine>> {
    return rollupSpreadsheet(await this.rollup(ctx));
  }

  async accounts(ctx: RequestContext): Promise<User[]> {
    authorize(ctx, cityPolicy.manageAccounts);
    const accounts = this.db.getRepository(User).createQueryBuilder('user').where('user.cityRole IS NOT NULL');
    return await listAll(queryList(accounts), ACCOUNT_ORDER);
  }

  /**
   * A new barangay served at its own host names, with its six built-in roles (made by the database with it) and its
   * first Punong Barangay, in one transaction: nothing of it exists unless all of it does. Its audit log begins with
   * what the City Administrator did.
   */
  async createBarangay(ctx: RequestContext, input: CreateBarangayInput): Promise<CreatedBarangay> {
    const actor = authorize(ctx, cityPolicy.manageBarangays);
    const hostNames = storedHostNames(input.hostNames);
    const name = input.name.trim();
    const { email, firstName, lastName } = input.punongBarangay;
    const account = { email: email.trim().toLowerCase(), firstName, lastName };
    const prepared = await this.passwords.prepare(account, name);
    const { barangayId, userId, delivery } = await this.cityChange(actor, async (manager) => {
      await this.assertReachableAfterwards(manager);
      await this.assertHostsFree(manager, hostNames);
      if (input.psgcCode && await manager.exists(Barangay, { where: { psgcCode: input.psgcCode } })) throw CityErrors.psgcTaken();
      // Made with every barangay in sight, so the database copies the built-in roles to it, and unaudited: no
      // barangay's log is the city's. From its first account on, its writes and their audit entries are its own.
      await manager.query(`SELECT set_config('portal.actor_id', '', true)`);
      const [{ id }] = await manager.query<Array<{ id: number }>>(
        `INSERT INTO barangay (psgc_code, name, reference_prefix, settings_changed_at) VALUES ($1, $2, $3, now()) RETURNING id`,
        [input.psgcCode ?? null, name, referencePrefixOf(input.referencePrefix) ?? input.referencePrefix]);
      await this.addHosts(manager, hostNames, id);
      await manager.query(`SELECT set_config('portal.barangay_id', $1, true), set_config('portal.actor_id', $2, true)`, [String(id), String(actor.id)]);
      const [role] = await manager.query<Array<{ id: number }>>(
        `SELECT id FROM staff_role WHERE barangay_id = $1 AND built_in = 'PUNONG_BARANGAY'`, [id]);
      const user = await saveNewStaffAccount(manager, { ...account, barangayId: id, staffRoleId: role.id, cityRole: null }, prepared.passwordHash);
      return { barangayId: id, userId: user.id, delivery: await this.passwords.handOver(manager, user, prepared, 'new-account') };
    });
    this.barangays.forget();
    delivery?.publish();
    return { barangay: await this.rollupOf(barangayId), punongBarangay: await this.handover(userId, prepared.temporaryPassword, delivery !== null) };
  }

  /**
   * A barangay's host names, replacing its own. Like the barangay row, they are the city's work and unaudited: no
   * barangay's log holds them (barangay_host has no audit trigger). Served by this process at once, by others within 10 s.
   */
  async setHostNames(ctx: RequestContext, input: SetBarangayHostNamesInput): Promise<BarangayRollup> {
    const actor = authorize(ctx, cityPolicy.manageBarangays);
    const hostNames = storedHostNames(input.hostNames);
    const { barangayId } = input;
    await this.cityChange(actor, async (manager) => {
      if (!await manager.existsBy(Barangay, { id: barangayId })) throw BarangayErrors.notFound();
      // The install's only barangay may go without: it answers at any host whatever its names.
      if (hostNames.length === 0 && await manager.count(Barangay) > 1) throw CityErrors.hostNamesRequired();
      await this.assertHostsFree(manager, hostNames, barangayId);
      await manager.query('DELETE FROM barangay_host WHERE barangay_id = $1', [barangayId]);
      await this.addHosts(manager, hostNames, barangayId);
    });
    this.barangays.forget();
    return await this.rollupOf(barangayId);
  }

  /** A new account of the city level; like a staff member, its owner chooses their own password before anything else. */
  async createAccount(ctx: RequestContext, input: CreateCityAccountInput): Promise<AccountHandover> {
    const actor = authorize(ctx, cityPolicy.manageAccounts);
    const account = { email: input.email.trim().toLowerCase(), firstName: input.firstName, lastName: input.lastName };
    const prepared = await this.passwords.prepare(account, this.cityName);
    const { userId, delivery } = await this.cityChange(actor, async (manager) => {
      const user = await saveNewStaffAccount(manager, { ...account, barangayId: null, staffRoleId: null, cityRole: input.cityRole }, prepared.passwordHash);
      return { userId: user.id, delivery: await this.passwords.handOver(manager, user, prepared, 'new-account') };
    });
    delivery?.publish();
    return await this.handover(userId, prepared.temporaryPassword, delivery !== null);
  }

  private async handover(userId: number, temporaryPassword: string | null, passwordLinkSent: boolean): Promise<AccountHandover> {
    const account = await acrossBarangays(this.db, async (manager) => await manager.findOneByOrFail(User, { id: userId }));
    return { account, temporaryPassword, passwordLinkSent };
  }

  /** While one barangay answers at any host, it must have a host name before a second one exists. */
  private async assertReachableAfterwards(manager: EntityManager): Promise<void> {
    const [hostless] = await manager.query<Array<{ name: string }>>(
      `SELECT name FROM barangay b WHERE NOT EXISTS (SELECT 1 FROM barangay_host h WHERE h.barangay_id = b.id) ORDER BY id LIMIT 1`);
    if (hostless) throw CityErrors.hostlessBarangay(hostless.name);
  }

  /** None of `hostNames` serves a barangay other than `owner` (none: any barangay). */
  private async assertHostsFree(manager: EntityManager, hostNames: string[], owner: number | null = null): Promise<void> {
    const [taken] = await manager.query<Array<{ host: string }>>(
      'SELECT host FROM barangay_host WHERE host = ANY ($1::text[]) AND barangay_id IS DISTINCT FROM $2 ORDER BY host LIMIT 1', [hostNames, owner]);
    if (taken) throw CityErrors.hostTaken(taken.host);
  }

  private async addHosts(manager: EntityManager, hostNames: string[], barangayId: number): Promise<void> {
    await manager.query('INSERT INTO barangay_host (host, barangay_id) SELECT unnest($1::text[]), $2', [hostNames, barangayId]);
  }

  /** The barangay's row of the roll-up, read after the change committed: on the primary, which a replica may not have caught up with. */
  private async rollupOf(barangayId: number): Promise<BarangayRollup> {
    const [barangay] = (await acrossBarangays(this.db, (manager) => readRollup(manager, { barangayId }))).barangays;
    return barangay;
  }

  /**
   * One audited change across barangays, one at a time city-wide (so the checks above hold until the commit). An
   * e-mail address is unique across the install, so a resident registering the same one meanwhile is the one race left.
   */
  private async cityChange<T>(actor: AuthUser, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await acrossBarangays(this.db, async (manager) => {
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext('portal.city'))`);
        return await work(manager);
      }, { actorId: actor.id });
    } catch (error) {
      if (isUniqueViolation(error)) throw AuthErrors.emailTaken();
      throw error;
    }
  }
}
