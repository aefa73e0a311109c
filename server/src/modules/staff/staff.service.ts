import type { Permission } from '@barangay-portal/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { authorize } from '../../identity/audience';
import type { SessionRegistry } from '../../identity/session-registry';
import type { StaffPermissions } from '../../identity/staff-permissions';
import { isUniqueViolation } from '../../db/errors';
import { fixedOrder, listAll, queryList } from '../../db/list-query';
import type { RequestContext } from '../../http/request-context';
import { AuditAction, auditedTransaction, recordAuditFact } from '../audit';
import { AuthErrors, User, UserType } from '../accounts';
import { saveNewStaffAccount } from './new-staff-account';
import { StaffRole } from './staff-role.entity';
import { StaffErrors } from './staff.errors';
import type { NotificationDelivery } from '../notifications';
import type { StaffPasswords } from './staff-passwords';
import type { CreateStaffMemberInput, RoleInput, SetStaffPasswordInput, UpdateRoleInput, UpdateStaffMemberInput } from './staff.inputs';
import { staffPolicy } from './staff.policy';
import type { StaffMember, StaffPasswordHandover } from './staff.types';

/** The staff by family name, then first name, as stored (upper case first). */
const MEMBER_ORDER = fixedOrder([{ by: 'user.lastName' }, { by: 'user.firstName' }], { by: 'user.id' });

/** Roles in the order they were made: the built-in offices first. */
const ROLE_ORDER = fixedOrder([], { by: 'role.id' });

/**
 * The barangay office's accounts and roles (docs/rules/accounts.md#staff-roles), each barangay's its own
 * (docs/architecture.md#tenancy): lists show the request's barangay's, and another barangay's member or role is
 * not found. Every change runs under the barangay's staff lock (two managers cannot each remove the other's last
 * permission to manage staff), is audited, and makes this process read every member's permissions afresh once
 * committed.
 */
export class StaffService {
  constructor(
    private readonly db: DataSource,
    private readonly passwords: StaffPasswords,
    private readonly sessions: SessionRegistry,
    private readonly staffPermissions: StaffPermissions,
  ) {}

  async roles(ctx: RequestContext): Promise<StaffRole[]> {
    authorize(ctx, staffPolicy.view);
    return await this.rolesWithMembers(this.db.manager, ctx.barangay.id);
  }

  async createRole(ctx: RequestContext, input: RoleInput): Promise<StaffRole> {
    const id = await this.change(ctx, async (manager) => {
      await this.assertNameFree(manager, ctx, input.name);
      const role = manager.create(StaffRole, {
        barangayId: ctx.barangay.id, name: input.name.trim(), permissions: [...new Set(input.permissions)], builtIn: null,
      });
      return (await manager.save(role)).id;
    });
    return await this.role(ctx, id);
  }

  async updateRole(ctx: RequestContext, input: UpdateRoleInput): Promise<StaffRole> {
    await this.change(ctx, async (manager) => {
      const role = await this.customRole(manager, ctx, input.id);
      if (input.name) await this.assertNameFree(manager, ctx, input.name, role.id);
      await manager.update(StaffRole, { id: role.id }, {
        ...(input.name && { name: input.name.trim() }),
        ...(input.permissions && { permissions: [...new Set(input.permissions)] }),
      });
      await this.assertStaffManagerRemains(manager, ctx);
    });
    return await this.role(ctx, input.id);
  }

  /** Refused while any account has the role. */
  async deleteRole(ctx: RequestContext, id: number): Promise<boolean> {
    await this.change(ctx, async (manager) => {
      const role = await this.customRole(manager, ctx, id);
      const members = await manager.count(User, { where: { staffRoleId: role.id } });
      if (members > 0) throw StaffErrors.roleInUse(members);
      await manager.delete(StaffRole, { id: role.id });
    });
    return true;
  }

  async members(ctx: RequestContext): Promise<StaffMember[]> {
    authorize(ctx, staffPolicy.view);
    const staff = this.db.getRepository(User).createQueryBuilder('user')
      .where('user.userType = :admin AND user.barangayId = :barangayId', { admin: UserType.ADMIN, barangayId: ctx.barangay.id });
    const users = await listAll(queryList(staff), MEMBER_ORDER);
    return await this.asMembers(this.db.manager, ctx, users);
  }

  /**
   * A new staff account of the barangay, with one of its roles; its owner must choose their own password
   * (staff-passwords.ts) before any permission applies. E-mail addresses are unique across the install (one
   * account signs in at one barangay's address), so an address taken at another barangay is taken here too.
   */
  async createMember(ctx: RequestContext, input: CreateStaffMemberInput): Promise<StaffPasswordHandover> {
    const email = input.email.trim().toLowerCase();
    const owner = { email, firstName: input.firstName, lastName: input.lastName };
    const prepared = await this.passwords.prepare(owner, ctx.barangay.name);
    let delivery: NotificationDelivery | null = null;
    const id = await this.change(ctx, async (manager) => {
      await this.roleOrFail(manager, ctx, input.roleId);
      const user = await saveNewStaffAccount(manager, {
        ...owner, barangayId: ctx.barangay.id, staffRoleId: input.roleId, cityRole: null,
      }, prepared.passwordHash);
      delivery = await this.passwords.handOver(manager, user, prepared, 'new-account');
      return user.id;
    }, AuthErrors.emailTaken);
    return await this.handedOver(ctx, id, prepared.temporaryPassword, delivery);
  }

  /**
   * A fresh start for a member who lost their password or link: the old password and any earlier link stop
   * working, their sessions end, and they get a new one-time password or link. One's own is changed on the
   * Account screen instead, with the current password as proof.
   */
  async resetMemberPassword(ctx: RequestContext, id: number): Promise<StaffPasswordHandover> {
    const actor = authorize(ctx, staffPolicy.manage);
    if (actor.id === id) throw StaffErrors.ownPassword();
    const member = await this.memberOrFail(this.db.manager, ctx, id);
    const prepared = await this.passwords.prepare(member, ctx.barangay.name);
    let delivery: NotificationDelivery | null = null;
    let endedSessions: string[] = [];
    await this.change(ctx, async (manager) => {
      await manager.update(User, { id }, { passwordHash: prepared.passwordHash, mustChangePassword: true });
      endedSessions = await this.sessions.revoke(manager, { userId: id });
      delivery = await this.passwords.handOver(manager, member, prepared, 'reset');
    });
    this.sessions.ended(endedSessions);
    return await this.handedOver(ctx, id, prepared.temporaryPassword, delivery);
  }

  async setPasswordWithLink(ctx: RequestContext, input: SetStaffPasswordInput): Promise<boolean> {
    return await this.passwords.setWithLink(ctx, input);
  }

  /** A new role, or deactivation (which ends the member's sessions at once) or reactivation. */
  async updateMember(ctx: RequestContext, input: UpdateStaffMemberInput): Promise<StaffMember> {
    let endedSessions: string[] = [];
    await this.change(ctx, async (manager) => {
      const user = await this.memberOrFail(manager, ctx, input.id, { lock: true });
      if (input.roleId != null) await this.roleOrFail(manager, ctx, input.roleId);
      await manager.update(User, { id: user.id }, {
        ...(input.roleId != null && { staffRoleId: input.roleId }),
        ...(input.active != null && { isActive: input.active }),
      });
      if (input.active === false) endedSessions = await this.sessions.revoke(manager, { userId: user.id });
      await this.assertStaffManagerRemains(manager, ctx);
    });
    this.sessions.ended(endedSessions);
    return await this.member(ctx, input.id);
  }

  /** What `user` may do as staff now: the caller's own from the request, anyone else's from their role. */
  async permissionsOf(ctx: RequestContext, user: User): Promise<readonly Permission[]> {
    if (user.userType !== UserType.ADMIN) return [];
    if (ctx.caller.user?.id === user.id) return ctx.caller.user.permissions;
    return await this.staffPermissions.of(user.id);
  }

  /**
   * One audited change under the barangay's staff lock (its members and roles are all another barangay's change
   * could touch: none); afterwards this process reads every member's permissions afresh.
   */
  private async change<T>(ctx: RequestContext, work: (manager: EntityManager) => Promise<T>, onDuplicate: () => Error = StaffErrors.roleNameTaken): Promise<T> {
    const actor = authorize(ctx, staffPolicy.manage);
    try {
      return await auditedTransaction(this.db, actor, async (manager) => {
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext('portal.staff'), $1)`, [ctx.barangay.id]);
        const managersBefore = await staffManagers(manager, ctx.barangay.id);
        const result = await work(manager);
        await auditNewStaffManagers(manager, ctx.barangay.id, managersBefore);
        return result;
      });
    } catch (error) {
      // Two writes racing for one role name or e-mail: the unique index decides, the loser gets the same answer.
      if (isUniqueViolation(error)) throw onDuplicate();
      throw error;
    } finally {
      this.staffPermissions.forgetAll();
    }
  }

  /** After the commit: the link goes out, and the manager is told what was handed over. */
  private async handedOver(
    ctx: RequestContext, id: number, temporaryPassword: string | null, delivery: NotificationDelivery | null,
  ): Promise<StaffPasswordHandover> {
    delivery?.publish();
    return { member: await this.member(ctx, id), temporaryPassword, passwordLinkSent: delivery !== null };
  }

  /** Role names are unique within a barangay (the index on barangay_id, lower(name)): another's may share one. */
  private async assertNameFree(manager: EntityManager, ctx: RequestContext, name: string, exceptId?: number): Promise<void> {
    const [clash] = await manager.query<Array<{ id: number }>>(
      'SELECT id FROM staff_role WHERE barangay_id = $1 AND lower(name) = lower($2) AND id IS DISTINCT FROM $3',
      [ctx.barangay.id, name.trim(), exceptId ?? null]);
    if (clash) throw StaffErrors.roleNameTaken();
  }

  /**
   * Someone in the barangay must still be able to manage its staff, or nobody could ever give the permission there
   * again (another barangay's managers cannot: they act only within their own). Only a member who can act counts:
   * active, and past their one-time password (until they choose their own, their role grants nothing: StaffPermissions).
   */
  private async assertStaffManagerRemains(manager: EntityManager, ctx: RequestContext): Promise<void> {
    const [{ remains }] = await manager.query<Array<{ remains: boolean }>>(`
      SELECT EXISTS (
        SELECT 1 FROM "user" JOIN staff_role role ON role.id = "user".staff_role_id
         WHERE "user".barangay_id = $1 AND "user".is_active AND NOT "user".must_change_password
           AND 'MANAGE_STAFF' = ANY (role.permissions)
      ) AS remains`, [ctx.barangay.id]);
    if (!remains) throw StaffErrors.lastStaffManager();
  }

  /** One of the barangay's staff accounts (locked for a change when asked); another barangay's is not found. */
  private async memberOrFail(manager: EntityManager, ctx: RequestContext, id: number, options: { lock?: boolean } = {}): Promise<User> {
    const user = await manager.findOne(User, {
      where: { id, userType: UserType.ADMIN, barangayId: ctx.barangay.id },
      ...(options.lock && { lock: { mode: 'pessimistic_write' as const } }),
    });
    if (!user) throw StaffErrors.memberNotFound();
    return user;
  }

  /** One of the barangay's roles; another barangay's is not found, so it is never given to this one's staff. */
  private async roleOrFail(manager: EntityManager, ctx: RequestContext, id: number): Promise<StaffRole> {
    const role = await manager.findOne(StaffRole, { where: { id, barangayId: ctx.barangay.id } });
    if (!role) throw StaffErrors.roleNotFound();
    return role;
  }

  private async customRole(manager: EntityManager, ctx: RequestContext, id: number): Promise<StaffRole> {
    const role = await this.roleOrFail(manager, ctx, id);
    if (role.builtIn) throw StaffErrors.builtInRole();
    return role;
  }

  private async role(ctx: RequestContext, id: number): Promise<StaffRole> {
    const [role] = await this.rolesWithMembers(this.db.manager, ctx.barangay.id, [id]);
    return role;
  }

  private async member(ctx: RequestContext, id: number): Promise<StaffMember> {
    const user = await this.db.manager.findOneOrFail(User, { where: { id, barangayId: ctx.barangay.id } });
    const [member] = await this.asMembers(this.db.manager, ctx, [user]);
    return member;
  }

  /** The barangay's roles (all, or those of `ids`) in the order they were made, the offices first, each with its member count. */
  private async rolesWithMembers(manager: EntityManager, barangayId: number, ids?: number[]): Promise<StaffRole[]> {
    const query = manager.getRepository(StaffRole).createQueryBuilder('role').where('role.barangayId = :barangayId', { barangayId });
    if (ids) query.andWhere('role.id = ANY(:ids)', { ids });
    const roles = await listAll(queryList(query), ROLE_ORDER);
    const counts = await manager.query<Array<{ id: number; members: number }>>(
      'SELECT staff_role_id AS id, count(*)::int AS members FROM "user" WHERE staff_role_id = ANY($1) GROUP BY staff_role_id',
      [roles.map((role) => role.id)]);
    const membersOf = new Map(counts.map((row) => [row.id, row.members]));
    for (const role of roles) role.memberCount = membersOf.get(role.id) ?? 0;
    return roles;
  }

  private async asMembers(manager: EntityManager, ctx: RequestContext, users: User[]): Promise<StaffMember[]> {
    const roleIds = [...new Set(users.map((user) => user.staffRoleId!))];
    const roles = new Map((await this.rolesWithMembers(manager, ctx.barangay.id, roleIds)).map((role) => [role.id, role]));
    return users.map((user) => ({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: roles.get(user.staffRoleId!)!,
      active: user.isActive,
      mustChangePassword: user.mustChangePassword,
    }));
  }
}

/**
 * The barangay's active members whose role holds MANAGE_STAFF, whether or not they have chosen their password yet:
 * the permission is given when the role is, and it lets its holder give themselves and anyone every other permission.
 */
async function staffManagers(manager: EntityManager, barangayId: number): Promise<Set<number>> {
  const rows = await manager.query<Array<{ id: number }>>(`
    SELECT "user".id FROM "user" JOIN staff_role role ON role.id = "user".staff_role_id
     WHERE "user".barangay_id = $1 AND "user".is_active AND 'MANAGE_STAFF' = ANY (role.permissions)`, [barangayId]);
  return new Set(rows.map((row) => row.id));
}

/**
 * One audit entry (entity `staff_manager`) for each member a change made able to manage staff: a new member, a new
 * role, a role given the permission, a reactivation. The row changes are audited too; this entry says what they amount
 * to, since holding MANAGE_STAFF is holding every permission (docs/rules/accounts.md#staff-roles).
 */
async function auditNewStaffManagers(manager: EntityManager, barangayId: number, before: ReadonlySet<number>): Promise<void> {
  for (const id of await staffManagers(manager, barangayId)) {
    if (before.has(id)) continue;
    await recordAuditFact(manager, {
      action: AuditAction.CREATE, entity: 'staff_manager', entityId: String(id), changes: { MANAGE_STAFF: { before: false, after: true } },
    });
  }
}
