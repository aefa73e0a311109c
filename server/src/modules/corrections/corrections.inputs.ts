import {
  correctableFieldOf, correctableFieldProblem, CORRECTION_REASON, CORRECTION_REJECTION_REASON, correctionValueProblem,
} from '@barangay-portal/domain';
import { IsOptional, ValidateBy } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { PageArgs } from '../../common/pagination';
import { IsRequiredText } from '../../common/validators';
import { CorrectionRequestStatus } from './correction-request.entity';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A detail corrected by request; any other is refused saying why (the e-mail signs in, the address is edited on the profile). */
function IsCorrectableField(): PropertyDecorator {
  return ValidateBy(
    { name: 'isCorrectableField', validator: { validate: (value: unknown) => correctableFieldProblem(textOf(value)) === undefined } },
    { message: ({ value }) => correctableFieldProblem(textOf(value)) ?? '' },
  );
}

/** The new value under the detail's registration rule; left to the detail's own refusal when the detail is none. */
function IsCorrectionValue(): PropertyDecorator {
  const problem = (value: unknown, input: object): string | undefined => {
    const field = correctableFieldOf(textOf((input as { field?: unknown }).field));
    return field && correctionValueProblem(field, textOf(value));
  };
  return ValidateBy(
    { name: 'isCorrectionValue', validator: { validate: (value: unknown, args) => problem(value, args?.object ?? {}) === undefined } },
    { message: ({ value, object }) => problem(value, object) ?? '' },
  );
}

@InputType({ description: "A correction of a read-only detail of the signed-in resident's profile (docs/architecture.md#privacy-corrections)." })
export class RequestCorrectionInput {
  @Field({
    description: 'The detail: a CorrectableField name (LAST_NAME) or its REST spelling (last_name). Text rather than the enum, so a detail '
      + 'that is not corrected by request (the e-mail, the address) is answered with why.',
  })
  @IsCorrectableField()
  field: string;

  @Field({
    description: 'What the record should say, under the rule registration applies: text for names, birthplace and religion; MALE or '
      + 'FEMALE (male, female) for gender; YYYY-MM-DD, not in the future, for the birthdate.',
  })
  @IsCorrectionValue()
  requestedValue: string;

  @Field({ description: `Why the record is wrong, at most ${CORRECTION_REASON.max} characters: staff read it before deciding.` })
  @IsRequiredText(CORRECTION_REASON)
  reason: string;
}

@InputType({ description: 'A correction request not approved, with the reason the resident is told.' })
export class RejectCorrectionRequestInput {
  @Field(() => Int)
  id: number;

  @Field({ description: `Why it is not approved, at most ${CORRECTION_REJECTION_REASON.max} characters; the resident is told.` })
  @IsRequiredText(CORRECTION_REJECTION_REASON)
  reason: string;
}

@ArgsType()
export class CorrectionRequestsArgs extends PageArgs {
  @Field(() => CorrectionRequestStatus, { nullable: true, description: 'Only the requests with this status; every status when left out.' })
  @IsOptional()
  status?: CorrectionRequestStatus | null;
}
