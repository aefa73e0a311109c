import { ERROR_CODE_DESCRIPTIONS, ERROR_REASON_DESCRIPTIONS, ErrorCode, ErrorReason } from '@barangay-portal/domain';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { registerDescribedEnum } from '../common/graphql-enum';

registerDescribedEnum(ErrorCode, 'ErrorCode', 'What kind of error an answer is: `extensions.code` of every error.', ERROR_CODE_DESCRIPTIONS);
registerDescribedEnum(
  ErrorReason, 'ErrorReason', 'Which refusal it is: `extensions.reason` of an error the portal gives for a reason of its own.',
  ERROR_REASON_DESCRIPTIONS,
);

/**
 * What the `extensions` of every GraphQL error hold (docs/architecture.md#flow-errors). No field returns it: it
 * is in the schema so the codes and reasons are documented and typed for clients (buildAppSchema's orphanedTypes).
 */
@ObjectType({ description: 'The `extensions` of every error this API answers with. No field returns it; it documents them.' })
export class ErrorExtensions {
  @Field(() => ErrorCode, { description: 'What kind of error it is.' })
  code: ErrorCode;

  @Field(() => ErrorReason, { nullable: true, description: 'Which refusal it is, when the portal refused for a reason of its own.' })
  reason?: ErrorReason;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'Messages by input field name (as in the GraphQL inputs), each a list of strings: the fields to correct.',
  })
  fields?: Record<string, string[]>;

  @Field(() => Int, { nullable: true, description: 'Seconds to wait before trying again (TOO_MANY_REQUESTS, SERVICE_UNAVAILABLE).' })
  retryAfterSeconds?: number;
}
