import { TRANSFER_FIELDS, TRANSFER_MESSAGES } from '@barangay-portal/domain';
import { IsOptional } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { IsChosenId, IsRequiredText, IsText } from '../../common/validators';

@InputType({ description: 'Moving to another barangay of the install.' })
export class RequestTransferInput {
  @Field(() => Int, { description: 'The barangay moved to (transferDestinations).' })
  @IsChosenId(TRANSFER_MESSAGES.destinationRequired)
  toBarangayId: number;

  @Field({ description: 'The address in the new barangay.' })
  @IsRequiredText(TRANSFER_FIELDS.newAddress)
  newAddress: string;
}

@InputType({ description: "The receiving barangay's decision on a move." })
export class DecideTransferInput {
  @Field(() => Int)
  id: number;

  @Field({ description: 'True: the resident becomes this barangay\'s; false: declined, with a reason.' })
  accept: boolean;

  @Field(() => String, { nullable: true, description: 'Why it is declined; required then, told to the resident.' })
  @IsOptional()
  @IsText(TRANSFER_FIELDS.declineReason)
  reason?: string | null;
}
