import { Field, Int, ObjectType } from 'type-graphql';
import { PaginatedResponse } from '../../common/pagination';
import { CorrectableField, CorrectionRequestStatus } from './correction-request.entity';

// A correction request as its two readers see it: the resident who asked, and the staff who decide (who also see whose
// it is and who decided).

@ObjectType({ description: "A resident's request to correct a read-only detail of their profile (docs/architecture.md#privacy-corrections)." })
export class CorrectionRequest {
  @Field(() => Int)
  id: number;

  @Field(() => CorrectableField, { description: 'The detail to correct.' })
  field: CorrectableField;

  @Field(() => String, { nullable: true, description: 'What the record said when the resident asked; empty when it held nothing.' })
  currentValue: string | null;

  @Field({ description: 'What the resident asked the record to say (a gender as male or female, a birthdate as YYYY-MM-DD).' })
  requestedValue: string;

  @Field({ description: "The resident's reason." })
  reason: string;

  @Field(() => CorrectionRequestStatus)
  status: CorrectionRequestStatus;

  @Field({ description: 'When the resident asked.' })
  requestedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When staff decided, or the resident withdrew it; empty while it waits.' })
  decidedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Why it was not approved, as the resident was told; empty otherwise.' })
  decisionReason: string | null;
}

@ObjectType({ description: "A correction request in the barangay's list, for the staff who decide it." })
export class CorrectionRequestEntry extends CorrectionRequest {
  @Field(() => Int, { description: "The resident's account." })
  residentId: number;

  @Field({ description: "The resident's name as the record says it now." })
  residentName: string;

  @Field(() => String, {
    nullable: true, description: 'The staff member who decided, by name; empty while it waits, when withdrawn, or once that account is gone.',
  })
  decidedBy: string | null;
}

@ObjectType({ description: "A page of the barangay's correction requests: those waiting first, oldest first, then the others, newest first." })
export class CorrectionRequestPage extends PaginatedResponse(CorrectionRequestEntry) {}
