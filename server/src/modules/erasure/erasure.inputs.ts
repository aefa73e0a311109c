import { ERASURE_REASON, ERASURE_REFUSAL_REASON } from '@barangay-portal/domain';
import { IsOptional } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { PageArgs } from '../../common/pagination';
import { IsRequiredText, IsText } from '../../common/validators';
import { IsCurrentPassword } from '../accounts';
import { ErasureRequestStatus } from './erasure-request.entity';

@InputType({ description: "The signed-in resident's request that their personal data be erased (docs/architecture.md#privacy-erasure)." })
export class RequestErasureInput {
  @Field({ description: 'The password the resident signs in with now: it confirms the request, as a password change is confirmed.' })
  @IsCurrentPassword()
  currentPassword: string;

  @Field(() => String, { nullable: true, description: `Why, in the resident's words (optional, at most ${ERASURE_REASON.max} characters); staff read it.` })
  @IsOptional()
  @IsText(ERASURE_REASON)
  reason?: string | null;
}

@InputType({ description: 'An erasure request refused, with the reason the resident is told.' })
export class RefuseErasureRequestInput {
  @Field(() => Int)
  id: number;

  @Field({ description: `Why it is refused, at most ${ERASURE_REFUSAL_REASON.max} characters; the resident is told.` })
  @IsRequiredText(ERASURE_REFUSAL_REASON)
  reason: string;
}

@ArgsType()
export class ErasureRequestsArgs extends PageArgs {
  @Field(() => ErasureRequestStatus, { nullable: true, description: 'Only the requests with this status; every status when left out.' })
  @IsOptional()
  status?: ErasureRequestStatus | null;
}
