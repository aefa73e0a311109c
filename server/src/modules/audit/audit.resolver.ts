import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { AuditLogArgs, AuditLogPage } from './audit.inputs';

@Resolver()
export class AuditResolver {
  @Authorized('ADMIN')
  @Query(() => AuditLogPage, { description: 'Every write by an administrator, newest first, with the changed fields before and after. Administrators only.' })
  async auditLog(@Args(() => AuditLogArgs) args: AuditLogArgs, @Ctx() ctx: GraphQLContext): Promise<AuditLogPage> {
    return await ctx.services.audit.list(ctx.caller, args);
  }
}
