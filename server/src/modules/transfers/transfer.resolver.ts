import { Arg, Ctx, Int, Resolver } from 'type-graphql';
import { AllowedMutation, AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { DecideTransferInput, RequestTransferInput } from './transfer.inputs';
import { transferPolicy } from './transfer.policy';
import { EarlierDocumentRequest, ResidentTransfer, TransferDestination } from './transfer.types';
import type { TransferService } from './transfer.service';

@Resolver()
export class TransferResolver {
  constructor(private readonly own: { transfers: TransferService }) {}

  @AllowedQuery(transferPolicy.request, () => [TransferDestination], {
    description: 'The barangays the signed-in resident may move to: the install\'s others, by name; none on a single-barangay install. Residents.',
  })
  async transferDestinations(@Ctx() ctx: GraphQLContext): Promise<TransferDestination[]> {
    return await this.own.transfers.destinations(ctx);
  }

  @AllowedQuery(transferPolicy.viewOwn, () => ResidentTransfer, { nullable: true, description: "The resident's latest move, if any. Residents." })
  async myTransfer(@Ctx() ctx: GraphQLContext): Promise<ResidentTransfer | null> {
    return await this.own.transfers.mine(ctx);
  }

  @AllowedQuery(transferPolicy.viewOwn, () => [EarlierDocumentRequest], {
    description: "The resident's requests kept by the barangays they lived in before, newest first. Residents.",
  })
  async earlierDocumentRequests(@Ctx() ctx: GraphQLContext): Promise<EarlierDocumentRequest[]> {
    return await this.own.transfers.earlierRequests(ctx);
  }

  @AllowedQuery(transferPolicy.viewIncoming, () => [ResidentTransfer], {
    description: 'Residents of other barangays waiting to move here, oldest first. Staff with VERIFY_IDS.',
  })
  async incomingTransfers(@Ctx() ctx: GraphQLContext): Promise<ResidentTransfer[]> {
    return await this.own.transfers.incoming(ctx);
  }

  @AllowedMutation(transferPolicy.request, () => ResidentTransfer, {
    description: 'Asks to move to another barangay of the install; refused while a document request is unfinished. Residents.',
  })
  async requestTransfer(@Arg('input', () => RequestTransferInput) input: RequestTransferInput, @Ctx() ctx: GraphQLContext): Promise<ResidentTransfer> {
    return await this.own.transfers.request(ctx, input);
  }

  @AllowedMutation(transferPolicy.cancel, () => ResidentTransfer, { description: 'Withdraws a move not decided yet. Residents.' })
  async cancelTransfer(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<ResidentTransfer> {
    return await this.own.transfers.cancel(ctx, id);
  }

  @AllowedMutation(transferPolicy.decide, () => ResidentTransfer, {
    description: 'Accepts a resident moving here (their account becomes this barangay\'s) or declines with a reason. Staff with VERIFY_IDS.',
  })
  async decideTransfer(@Arg('input', () => DecideTransferInput) input: DecideTransferInput, @Ctx() ctx: GraphQLContext): Promise<ResidentTransfer> {
    return await this.own.transfers.decide(ctx, input);
  }
}
