import { Permission } from '@barangay-portal/domain';
import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { AllowedMutation, AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { User } from '../accounts';
import { StaffRole } from './staff-role.entity';
import { CreateStaffMemberInput, RoleInput, SetStaffPasswordInput, UpdateRoleInput, UpdateStaffMemberInput } from './staff.inputs';
import { staffPolicy } from './staff.policy';
import { StaffMember, StaffPasswordHandover } from './staff.types';
import type { StaffService } from './staff.service';

@Resolver(() => StaffRole)
export class StaffResolver {
  constructor(private readonly own: { staff: StaffService }) {}

  @AllowedQuery(staffPolicy.view, () => [StaffRole], { description: "The barangay's staff roles, its offices first. MANAGE_STAFF." })
  async roles(@Ctx() ctx: GraphQLContext): Promise<StaffRole[]> {
    return await this.own.staff.roles(ctx);
  }

  @AllowedMutation(staffPolicy.manage, () => StaffRole, { description: 'Creates a custom role. MANAGE_STAFF.' })
  async createRole(@Arg('input', () => RoleInput) input: RoleInput, @Ctx() ctx: GraphQLContext): Promise<StaffRole> {
    return await this.own.staff.createRole(ctx, input);
  }

  @AllowedMutation(staffPolicy.manage, () => StaffRole, { description: "Renames a custom role or changes its permissions. MANAGE_STAFF." })
  async updateRole(@Arg('input', () => UpdateRoleInput) input: UpdateRoleInput, @Ctx() ctx: GraphQLContext): Promise<StaffRole> {
    return await this.own.staff.updateRole(ctx, input);
  }

  @AllowedMutation(staffPolicy.manage, () => Boolean, { description: 'Deletes a custom role no account has. MANAGE_STAFF.' })
  async deleteRole(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return await this.own.staff.deleteRole(ctx, id);
  }

  @AllowedQuery(staffPolicy.view, () => [StaffMember], { description: "The barangay's staff accounts, by family name. MANAGE_STAFF." })
  async staffMembers(@Ctx() ctx: GraphQLContext): Promise<StaffMember[]> {
    return await this.own.staff.members(ctx);
  }

  @AllowedMutation(staffPolicy.manage, () => StaffPasswordHandover, {
    description: 'Creates a staff account. The member is e-mailed a one-time link to choose their password when e-mail is configured; '
      + 'otherwise the answer carries a one-time password to hand over, which they must replace at first sign-in. MANAGE_STAFF.',
  })
  async createStaffMember(@Arg('input', () => CreateStaffMemberInput) input: CreateStaffMemberInput, @Ctx() ctx: GraphQLContext): Promise<StaffPasswordHandover> {
    return await this.own.staff.createMember(ctx, input);
  }

  @AllowedMutation(staffPolicy.manage, () => StaffPasswordHandover, {
    description: "Replaces another staff member's password: their sessions end and they get a new one-time password or link, as at creation. MANAGE_STAFF.",
  })
  async resetStaffMemberPassword(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<StaffPasswordHandover> {
    return await this.own.staff.resetMemberPassword(ctx, id);
  }

  @AllowedMutation(staffPolicy.setOwnPassword, () => Boolean, {
    description: 'A staff member chooses their password through the one-time link they were e-mailed; then they sign in with it. Public (the link is the proof), rate limited per address.',
  })
  async setStaffPassword(@Arg('input', () => SetStaffPasswordInput) input: SetStaffPasswordInput, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return await this.own.staff.setPasswordWithLink(ctx, input);
  }

  @AllowedMutation(staffPolicy.manage, () => StaffMember, { description: "Changes a staff member's role, or deactivates or reactivates them. MANAGE_STAFF." })
  async updateStaffMember(@Arg('input', () => UpdateStaffMemberInput) input: UpdateStaffMemberInput, @Ctx() ctx: GraphQLContext): Promise<StaffMember> {
    return await this.own.staff.updateMember(ctx, input);
  }
}

/** The account's permissions, on `me` and wherever a User is shown. */
@Resolver(() => User)
export class UserPermissionsResolver {
  constructor(private readonly own: { staff: StaffService }) {}

  @FieldResolver(() => [Permission], {
    description: 'What the account may do as staff, as its role stands now: none for a resident, nor for a staff member who has yet to replace a temporary password.',
  })
  async permissions(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<readonly Permission[]> {
    return await this.own.staff.permissionsOf(ctx, user);
  }
}
