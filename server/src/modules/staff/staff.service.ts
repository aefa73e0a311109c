import type { Permission } from '@barangay-portal/domain';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { authorize } from '../../auth/audience';
import type { SessionRegistry } from '../../auth/session-registry';
import type { StaffPermissions } from '../../auth/staff-permissions';
import { isUniqueViolation } from '../../db/errors';
import type { RequestContext } from '../../http/request-context';
import { auditedTransaction } from '../audit';
import { AuthErrors, IdVerificationStatus, User, UserType } from '../users';
import { StaffRole } from './staff-role.entity';
import { StaffErrors } from './staff.errors';
import type { NotificationDelivery } from '../notifications';
import type { StaffPasswords } from './staff-passwords';
import type { CreateStaffMemberInput, RoleInput, SetStaffPasswordInput, UpdateRoleInput, UpdateStaffMemberInput } from './staff.inputs';
import { staffPolicy } from './staff.policy';
import type { StaffMember, StaffPasswordHandover } from './staff.types';

/**
 * The barangay office's accounts and roles (docs/rules/accounts.md#staff-roles). Every change runs under one
 * lock (two managers cannot each remove the other's last permission to manage staff), is audited, and makes
 * this process read every member's permissions afresh once committed.
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
    return await this.rolesWithMembers(this.db.manager);
  }

  async createRole(ctx: RequestContext, input: RoleInput): Promise<StaffRole> {
    const id = await this.change(ctx, async (manager) => {
      await this.assertNameFree(manager, input.name);
      const role = manager.create(StaffRole, { name: input.name.trim(), permissions: [...new Set(input.permissions)], builtIn: null });
      return (await manager.save(role)).id;
    });
    return await this.role(id);
  }

  async updateRole(ctx: RequestContext, input: UpdateRoleInput): Promise<StaffRole> {
    await this.change(ctx, async (manager) => {
      const role = await this.customRole(manager, input.id);
      if (input.name) await this.assertNameFree(manager, input.name, role.id);
      await manager.update(StaffRole, { id: role.id }, {
        ...(input.name && { name: input.name.trim() }),
        ...(input.permissions && { permissions: [...new Set(input.permissions)] }),
      });
      await this.assertStaffManagerRemains(manager);
    });
    return await this.role(input.id);
  }

  /** Refused while any account has the role. */
  async deleteRole(ctx: RequestContext, id: number): Promise<boolean> {
    await this.change(ctx, async (manager) => {
      const role = await this.customRole(manager, id);
      const members = await manager.count(User, { where: { staffRoleId: role.id } });
      if (members > 0) throw StaffErrors.roleInUse(members);
      await manager.delete(StaffRole, { id: role.id });
    });
    return true;
  }

  async members(ctx: RequestContext): Promise<StaffMember[]> {
    authorize(ctx, staffPolicy.view);
    const users = await this.db.manager.find(User, { where: { userType: UserType.ADMIN }, order: { lastName: 'ASC', firstName: 'ASC', id: 'ASC' } });
    return await this.asMembers(this.db.manager, users);
  }

  /** A new staff account; its owner must choose their own password (staff-passwords.ts) before any permission applies. */
  async createMember(ctx: RequestContext, input: CreateStaffMemberInput): Promise<StaffPasswordHandover> {
    const email = input.email.trim().toLowerCase();
    const owner = { email, firstName: input.firstName, lastName: input.lastName };
    const prepared = await this.passwords.prepare(owner);
    let delivery: NotificationDelivery | null = null;
    const id = await this.change(ctx, async (manager) => {
      await this.roleOrFail(manager, input.roleId);
      if (await manager.exists(User, { where: { email } })) throw AuthErrors.emailTaken();
      const user = await manager.save(manager.create(User, {
        ...owner,
        nickname: input.firstName.trim(),
        passwordHash: prepared.passwordHash,
        userType: UserType.ADMIN,
        idVerificationStatus: IdVerificationStatus.APPROVED,
        staffRoleId: input.roleId,
        mustChangePassword: true,
      }));
      delivery = await this.passwords.handOver(manager, user, prepared, 'new-account');
      return user.id;
    }, AuthErrors.emailTaken);
    return await this.handedOver(id, prepared.temporaryPassword, delivery);
  }

  /**
   * A fresh start for a member who lost their password or link: the old password and any earlier link stop
   * working, their sessions end, and they get a new one-time password or link. One's own is changed on the
   * Account screen instead, with the current password as proof.
   */
  async resetMemberPassword(ctx: RequestContext, id: number): Promise<StaffPasswordHandover> {
    const actor = authorize(ctx, staffPolicy.manage);
    if (actor.id === id) throw StaffErrors.ownPassword();
    const member = await this.db.manager.findOne(User, { where: { id, userType: UserType.ADMIN } });
    if (!member) throw StaffErrors.memberNotFound();
    const prepared = await this.passwords.prepare(member);
    let delivery: NotificationDelivery | null = null;
    let endedSessions: string[] = [];
    await this.change(ctx, async (manager) => {
      await manager.update(User, { id }, { passwordHash: prepared.passwordHash, mustChangePassword: true });
      endedSessions = await this.sessions.revoke(manager, { userId: id });
      delivery = await this.passwords.handOver(manager, member, prepared, 'reset');
    });
    this.sessions.ended(endedSessions);
    return await this.handedOver(id, prepared.temporaryPassword, delivery);
  }

  async setPasswordWithLink(ctx: RequestContext, input: SetStaffPasswordInput): Promise<boolean> {
    return await this.passwords.setWithLink(ctx, input);
  }

  /** A new role, or deactivation (which ends the member's sessions at once) or reactivation. */
  async updateMember(ctx: RequestContext, input: UpdateStaffMemberInput): Promise<StaffMember> {
    let endedSessions: string[] = [];
    await this.change(ctx, async (manager) => {
      const user = await manager.findOne(User, { where: { id: input.id, userType: UserType.ADMIN }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw StaffErrors.memberNotFound();
      if (input.roleId != null) await this.roleOrFail(manager, input.roleId);
      await manager.update(User, { id: user.id }, {
        ...(input.roleId != null && { staffRoleId: input.roleId }),
        ...(input.active != null && { isActive: input.active }),
      });
      if (input.active === false) endedSessions = await this.sessions.revoke(manager, { userId: user.id });
      await this.assertStaffManagerRemains(manager);
    });
    this.sessions.ended(endedSessions);
    return await this.member(input.id);
  }

  /** What `user` may do as staff now: the caller's own from the request, anyone else's from their role. */
  async permissionsOf(ctx: RequestContext, user: User): Promise<readonly Permission[]> {
    if (user.userType !== UserType.ADMIN) return [];
    if (ctx.caller.user?.id === user.id) return ctx.caller.user.permissions;
    return await this.staffPermissions.of(user.id);
  }

  /** One audited change under the staff lock; afterwards this process reads every member's permissions afresh. */
  private async change<T>(ctx: RequestContext, work: (manager: EntityManager) => Promise<T>, onDuplicate: () => Error = StaffErrors.roleNameTaken): Promise<T> {
    const actor = authorize(ctx, staffPolicy.manage);
    try {
      return await auditedTransaction(this.db, actor, async (manager) => {
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext('portal.staff'))`);
        return await work(manager);
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
  private async handedOver(id: number, temporaryPassword: string | null, delivery: NotificationDelivery | null): Promise<StaffPasswordHandover> {
    delivery?.publish();
    return { member: await this.member(id), temporaryPassword, passwordLinkSent: delivery !== null };
  }

  private async assertNameFree(manager: EntityManager, name: string, exceptId?: number): Promise<void> {
    const [clash] = await manager.query<Array<{ id: number }>>(
      'SELECT id FROM staff_role WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2', [name.trim(), exceptId ?? null]);
    if (clash) throw StaffErrors.roleNameTaken();
  }

  /** Someone active must still be able to manage staff, or nobody could ever give the permission again. */
  private async assertStaffManagerRemains(manager: EntityManager): Promise<void> {
    const [{ remains }] = await manager.query<Array<{ remains: boolean }>>(`
      SELECT EXISTS (
        SELECT 1 FROM "user" JOIN staff_role role ON role.id = "user".staff_role_id
         WHERE "user".is_active AND 'MANAGE_STAFF' = ANY (role.permissions)
      ) AS remains`);
    if (!remains) throw StaffErrors.lastStaffManager();
  }

  private async roleOrFail(manager: EntityManager, id: number): Promise<StaffRole> {
    const role = await manager.findOne(StaffRole, { where: { id } });
    if (!role) throw StaffErrors.roleNotFound();
    return role;
  }

  private async customRole(manager: EntityManager, id: number): Promise<StaffRole> {
    const role = await this.roleOrFail(manager, id);
    if (role.builtIn) throw StaffErrors.builtInRole();
    return role;
  }

  private async role(id: number): Promise<StaffRole> {
    const [role] = await this.rolesWithMembers(this.db.manager, [id]);
    return role;
  }

  private async member(id: number): Promise<StaffMember> {
    const user = await this.db.manager.findOneOrFail(User, { where: { id } });
    const [member] = await this.asMembers(this.db.manager, [user]);
    return member;
  }

  /** The roles (all, or those of `ids`) in the order they were made, the offices first, each with its member count. */
  private async rolesWithMembers(manager: EntityManager, ids?: number[]): Promise<StaffRole[]> {
    const roles = await manager.find(StaffRole, { where: ids ? { id: In(ids) } : {}, order: { id: 'ASC' } });
    const counts = await manager.query<Array<{ id: number; members: number }>>(
      'SELECT staff_role_id AS id, count(*)::int AS members FROM "user" WHERE staff_role_id = ANY($1) GROUP BY staff_role_id',
      [roles.map((role) => role.id)]);
    const membersOf = new Map(counts.map((row) => [row.id, row.members]));
    for (const role of roles) role.memberCount = membersOf.get(role.id) ?? 0;
    return roles;
  }

  private async asMembers(manager: EntityManager, users: User[]): Promise<StaffMember[]> {
    const roles = new Map((await this.rolesWithMembers(manager, [...new Set(users.map((user) => user.staffRoleId!))])).map((role) => [role.id, role]));
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
