import { Args, Ctx, Resolver } from 'type-graphql';
import { AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { auditPolicy } from './audit.policy';
import { AuditLogArgs, AuditLogPage } from './audit.inputs';
import type { AuditService } from './audit.service';

@Resolver()
export class AuditResolver {
  constructor(private readonly own: { audit: AuditService }) {}

  @AllowedQuery(auditPolicy.view, () => AuditLogPage, { description: 'Every write by an administrator, newest first, with the changed fields before and after. Administrators only.' })
  async auditLog(@Args(() => AuditLogArgs) args: AuditLogArgs, @Ctx() ctx: GraphQLContext): Promise<AuditLogPage> {
    return await this.own.audit.list(ctx, args);
  }
}
