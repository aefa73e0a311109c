import { Field, Int, ObjectType } from 'type-graphql';
import { PaginatedResponse } from '../../common/pagination';
import { ErasureRequestStatus } from './erasure-request.entity';

// What an erasure would do, and a request as its two readers see it: the resident who asked, and the staff who decide
// (who also see whose it is, who decided, and the plan while it waits).

@ObjectType({ description: 'One line of an erasure plan: a kind of record, how many of the resident\'s there are, and why it is kept.' })
export class ErasurePlanLine {
  @Field({ description: 'The records, in the resident\'s words, and what becomes of them.' })
  what: string;

  @Field(() => Int, { description: 'How many of the resident\'s rows it is (when the plan was read, or when the request was processed).' })
  count: number;

  @Field(() => String, { nullable: true, description: 'Why it is kept (the law or duty that requires it); empty for what is erased.' })
  why: string | null;
}

@ObjectType({ description: 'What erasing a resident\'s personal data erases and what it keeps, with why (docs/architecture.md#privacy-erasure).' })
export class ErasurePlan {
  @Field(() => [ErasurePlanLine], { description: 'Erased, or made anonymous, for good.' })
  erased: ErasurePlanLine[];

  @Field(() => [ErasurePlanLine], { description: 'Kept, each with the reason; personal details in them are erased where the line says so.' })
  kept: ErasurePlanLine[];
}

@ObjectType({ description: "A resident's request that their personal data be erased (docs/architecture.md#privacy-erasure)." })
export class ErasureRequest {
  @Field(() => Int)
  id: number;

  @Field(() => ErasureRequestStatus)
  status: ErasureRequestStatus;

  @Field(() => String, { nullable: true, description: "The resident's reason, if they gave one." })
  reason: string | null;

  @Field({ description: 'When the resident asked.' })
  requestedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When staff processed or refused it, or the resident withdrew it; empty while it waits.' })
  decidedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Why it was refused, as the resident was told; empty otherwise.' })
  refusalReason: string | null;

  @Field(() => [ErasurePlanLine], { description: 'Once processed: what was kept and why, as it stood then; empty before.' })
  held: ErasurePlanLine[];
}

@ObjectType({ description: "An erasure request in the barangay's list, for the staff who decide it." })
export class ErasureRequestEntry extends ErasureRequest {
  @Field(() => Int, { description: "The resident's account." })
  residentId: number;

  @Field({ description: 'The resident\'s name as the record says it now ("Erased resident" once processed).' })
  residentName: string;

  @Field({ description: 'Whether the account was erased.' })
  residentErased: boolean;

  @Field(() => String, { nullable: true, description: 'The staff member who processed or refused it, by name; empty while it waits or when withdrawn.' })
  decidedBy: string | null;
}

@ObjectType({ description: "A page of the barangay's erasure requests: those waiting first, oldest first, then the others, newest first." })
export class ErasureRequestPage extends PaginatedResponse(ErasureRequestEntry) {}
