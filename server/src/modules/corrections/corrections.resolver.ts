import { Arg, Args, Ctx, Int, Resolver } from 'type-graphql';
import { AllowedMutation, AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { CorrectionRequestsArgs, RejectCorrectionRequestInput, RequestCorrectionInput } from './corrections.inputs';
import { correctionPolicy } from './corrections.policy';
import { CorrectionRequest, CorrectionRequestEntry, CorrectionRequestPage } from './corrections.types';
import type { CorrectionService } from './corrections.service';

/** Correction requests (docs/architecture.md#privacy-corrections): the resident asks and may withdraw; MANAGE_PRIVACY decides. */
@Resolver()
export class CorrectionResolver {
  constructor(private readonly own: { corrections: CorrectionService }) {}

  @AllowedQuery(correctionPolicy.viewOwn, () => [CorrectionRequest], {
    description: "The signed-in resident's correction requests, newest first, with how each was decided. Residents.",
  })
  async myCorrectionRequests(@Ctx() ctx: GraphQLContext): Promise<CorrectionRequest[]> {
    return await this.own.corrections.mine(ctx);
  }

  @AllowedQuery(correctionPolicy.review, () => CorrectionRequestPage, {
    description: "The barangay's correction requests: waiting ones first (the longest waiting first), then the decided ones, newest "
      + 'first; with status, only those. Staff with MANAGE_PRIVACY.',
  })
  async correctionRequests(
    @Args(() => CorrectionRequestsArgs) args: CorrectionRequestsArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CorrectionRequestPage> {
    return await this.own.corrections.list(ctx, args);
  }

  @AllowedMutation(correctionPolicy.request, () => CorrectionRequest, {
    description: 'Asks the barangay to correct a read-only detail of the profile (names, nickname, gender, birthdate, birthplace, religion), '
      + 'with a reason; one request waits per detail. Residents.',
  })
  async requestCorrection(
    @Arg('input', () => RequestCorrectionInput) input: RequestCorrectionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CorrectionRequest> {
    return await this.own.corrections.request(ctx, input);
  }

  @AllowedMutation(correctionPolicy.withdraw, () => CorrectionRequest, { description: 'Withdraws a correction request that waits. Residents.' })
  async withdrawCorrectionRequest(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<CorrectionRequest> {
    return await this.own.corrections.withdraw(ctx, id);
  }

  @AllowedMutation(correctionPolicy.decide, () => CorrectionRequestEntry, {
    description: "Approves a waiting correction request: the resident's profile takes the requested value, and they are told. "
      + 'Staff with MANAGE_PRIVACY.',
  })
  async approveCorrectionRequest(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<CorrectionRequestEntry> {
    return await this.own.corrections.approve(ctx, id);
  }

  @AllowedMutation(correctionPolicy.decide, () => CorrectionRequestEntry, {
    description: 'Does not approve a waiting correction request, with the reason the resident is told; the profile stays. '
      + 'Staff with MANAGE_PRIVACY.',
  })
  async rejectCorrectionRequest(
    @Arg('input', () => RejectCorrectionRequestInput) input: RejectCorrectionRequestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CorrectionRequestEntry> {
    return await this.own.corrections.reject(ctx, input);
  }
}
