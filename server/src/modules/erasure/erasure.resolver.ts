import { Arg, Args, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { AllowedMutation, AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { ErasureRequestsArgs, RefuseErasureRequestInput, RequestErasureInput } from './erasure.inputs';
import { erasurePolicy } from './erasure.policy';
import { ErasurePlan, ErasureRequest, ErasureRequestEntry, ErasureRequestPage } from './erasure.types';
import type { ErasureService } from './erasure.service';

/** Erasure requests (docs/architecture.md#privacy-erasure): the resident asks and may withdraw; MANAGE_PRIVACY processes or refuses. */
@Resolver(() => ErasureRequestEntry)
export class ErasureResolver {
  constructor(private readonly own: { erasure: ErasureService }) {}

  @AllowedQuery(erasurePolicy.viewOwn, () => ErasurePlan, {
    description: 'What erasing the signed-in resident\'s personal data would erase and what it would keep, each kept line with the reason, '
      + 'with how many of their rows each is. Residents.',
  })
  async erasurePlan(@Ctx() ctx: GraphQLContext): Promise<ErasurePlan> {
    return await this.own.erasure.plan(ctx);
  }

  @AllowedQuery(erasurePolicy.viewOwn, () => ErasureRequest, { nullable: true, description: "The signed-in resident's latest erasure request, if any. Residents." })
  async myErasureRequest(@Ctx() ctx: GraphQLContext): Promise<ErasureRequest | null> {
    return await this.own.erasure.mine(ctx);
  }

  @AllowedQuery(erasurePolicy.review, () => ErasureRequestPage, {
    description: "The barangay's erasure requests: waiting ones first (the longest waiting first), then the decided ones, newest first; "
      + 'with status, only those. Staff with MANAGE_PRIVACY.',
  })
  async erasureRequests(@Args(() => ErasureRequestsArgs) args: ErasureRequestsArgs, @Ctx() ctx: GraphQLContext): Promise<ErasureRequestPage> {
    return await this.own.erasure.list(ctx, args);
  }

  @FieldResolver(() => ErasurePlan, { nullable: true, description: 'While it waits: what processing it would erase and keep now; empty once decided.' })
  async plan(@Root() entry: ErasureRequestEntry, @Ctx() ctx: GraphQLContext): Promise<ErasurePlan | null> {
    return await this.own.erasure.planFor(ctx, entry);
  }

  @AllowedMutation(erasurePolicy.request, () => ErasureRequest, {
    description: 'Asks the barangay to erase the resident\'s personal data, confirmed with their current password; one request waits at a '
      + 'time. Once processed the account is closed for good. Residents.',
  })
  async requestErasure(@Arg('input', () => RequestErasureInput) input: RequestErasureInput, @Ctx() ctx: GraphQLContext): Promise<ErasureRequest> {
    return await this.own.erasure.request(ctx, input);
  }

  @AllowedMutation(erasurePolicy.withdraw, () => ErasureRequest, { description: 'Withdraws the resident\'s erasure request while it waits. Residents.' })
  async withdrawErasureRequest(@Ctx() ctx: GraphQLContext): Promise<ErasureRequest> {
    return await this.own.erasure.withdraw(ctx);
  }

  @AllowedMutation(erasurePolicy.decide, () => ErasureRequestEntry, {
    description: 'Processes a waiting erasure request, in one transaction: the account closed and its sessions ended, personal data erased '
      + 'or made anonymous, the records the barangay must keep held with the reason. Cannot be undone. Staff with MANAGE_PRIVACY.',
  })
  async processErasureRequest(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<ErasureRequestEntry> {
    return await this.own.erasure.process(ctx, id);
  }

  @AllowedMutation(erasurePolicy.decide, () => ErasureRequestEntry, {
    description: 'Refuses a waiting erasure request, with the reason the resident is told; nothing of theirs changes. Staff with MANAGE_PRIVACY.',
  })
  async refuseErasureRequest(
    @Arg('input', () => RefuseErasureRequestInput) input: RefuseErasureRequestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ErasureRequestEntry> {
    return await this.own.erasure.refuse(ctx, input);
  }
}
