import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Allowed } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { auditPolicy } from './audit.policy';
import { AuditLogArgs, AuditLogPage } from './audit.inputs';

@Resolver()
export class AuditResolver {
  @Allowed(auditPolicy.view)
  @Query(() => AuditLogPage, { description: 'Every write by an administrator, newest first, with the changed fields before and after. Administrators only.' })
  async auditLog(@Args(() => AuditLogArgs) args: AuditLogArgs, @Ctx() ctx: GraphQLContext): Promise<AuditLogPage> {
    return await ctx.services.audit.list(ctx, args);
  }
}
