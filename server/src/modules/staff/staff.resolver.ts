import { Permission } from '@barangay-portal/domain';
import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { AllowedMutation, AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { User } from '../users';
import { StaffRole } from './staff-role.entity';
import { CreateStaffMemberInput, RoleInput, UpdateRoleInput, UpdateStaffMemberInput } from './staff.inputs';
import { staffPolicy } from './staff.policy';
import { CreatedStaffMember, StaffMember } from './staff.types';

@Resolver(() => StaffRole)
export class StaffResolver {
  @AllowedQuery(staffPolicy.view, () => [StaffRole], { description: 'Every staff role, the barangay offices first. MANAGE_STAFF.' })
  async roles(@Ctx() ctx: GraphQLContext): Promise<StaffRole[]> {
    return await ctx.services.staff.roles(ctx);
  }

  @AllowedMutation(staffPolicy.manage, () => StaffRole, { description: 'Creates a custom role. MANAGE_STAFF.' })
  async createRole(@Arg('input', () => RoleInput) input: RoleInput, @Ctx() ctx: GraphQLContext): Promise<StaffRole> {
    return await ctx.services.staff.createRole(ctx, input);
  }

  @AllowedMutation(staffPolicy.manage, () => StaffRole, { description: "Renames a custom role or changes its permissions. MANAGE_STAFF." })
  async updateRole(@Arg('input', () => UpdateRoleInput) input: UpdateRoleInput, @Ctx() ctx: GraphQLContext): Promise<StaffRole> {
    return await ctx.services.staff.updateRole(ctx, input);
  }

  @AllowedMutation(staffPolicy.manage, () => Boolean, { description: 'Deletes a custom role no account has. MANAGE_STAFF.' })
  async deleteRole(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return await ctx.services.staff.deleteRole(ctx, id);
  }

  @AllowedQuery(staffPolicy.view, () => [StaffMember], { description: 'Every staff account, by family name. MANAGE_STAFF.' })
  async staffMembers(@Ctx() ctx: GraphQLContext): Promise<StaffMember[]> {
    return await ctx.services.staff.members(ctx);
  }

  @AllowedMutation(staffPolicy.manage, () => CreatedStaffMember, {
    description: 'Creates a staff account with a one-time password to hand over; the member must replace it at first sign-in. MANAGE_STAFF.',
  })
  async createStaffMember(@Arg('input', () => CreateStaffMemberInput) input: CreateStaffMemberInput, @Ctx() ctx: GraphQLContext): Promise<CreatedStaffMember> {
    return await ctx.services.staff.createMember(ctx, input);
  }

  @AllowedMutation(staffPolicy.manage, () => StaffMember, { description: "Changes a staff member's role, or deactivates or reactivates them. MANAGE_STAFF." })
  async updateStaffMember(@Arg('input', () => UpdateStaffMemberInput) input: UpdateStaffMemberInput, @Ctx() ctx: GraphQLContext): Promise<StaffMember> {
    return await ctx.services.staff.updateMember(ctx, input);
  }
}

/** The account's permissions, on `me` and wherever a User is shown. */
@Resolver(() => User)
export class UserPermissionsResolver {
  @FieldResolver(() => [Permission], {
    description: 'What the account may do as staff, as its role stands now: none for a resident, nor for a staff member who has yet to replace a temporary password.',
  })
  async permissions(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<readonly Permission[]> {
    return await ctx.services.staff.permissionsOf(ctx, user);
  }
}
