import { Args, Ctx, Resolver } from 'type-graphql';
import { PageArgs } from '../../common/pagination';
import { AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { DataAccessLedgerArgs } from './data-access.inputs';
import { dataAccessPolicy } from './data-access.policy';
import { DataAccessEntryPage, MyDataAccessPage } from './data-access.types';
import type { DataAccessService } from './data-access.service';

/** The access ledger (docs/architecture.md#privacy-access-ledger): "Who viewed my data", and the staff's search. */
@Resolver()
export class DataAccessResolver {
  constructor(private readonly own: { dataAccess: DataAccessService }) {}

  @AllowedQuery(dataAccessPolicy.viewOwnAccesses, () => MyDataAccessPage, {
    description: "Who viewed my data: each staff view of the signed-in resident's valid ID, full profile or registry record "
      + '(who and their office, when, what, and for an ID why), newest first. Residents only.',
  })
  async myDataAccesses(@Args(() => PageArgs) args: PageArgs, @Ctx() ctx: GraphQLContext): Promise<MyDataAccessPage> {
    return await this.own.dataAccess.myAccesses(ctx, args);
  }

  @AllowedQuery(dataAccessPolicy.readLedger, () => DataAccessEntryPage, {
    description: "The barangay's access ledger, newest first: every staff view of a resident's valid ID, full profile or registry "
      + 'record, searched by days, staff member, whose data and what. VIEW_AUDIT_LOG.',
  })
  async dataAccessLedger(@Args(() => DataAccessLedgerArgs) args: DataAccessLedgerArgs, @Ctx() ctx: GraphQLContext): Promise<DataAccessEntryPage> {
    return await this.own.dataAccess.ledger(ctx, args);
  }
}
