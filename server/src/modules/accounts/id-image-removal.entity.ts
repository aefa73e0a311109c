import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { IdVerificationOutcome } from './user.enums';
import { UserOwnedRecord } from './user-owned-record';

/**
 * A valid-ID image the retention job deleted (docs/architecture.md#privacy-retention): the decision it followed
 * and the rule applied, never the file's name or anything of the person beyond the account. The decision row
 * itself stays in `id_verification_decision`.
 */
@ObjectType({ description: 'A valid-ID image deleted once its retention had passed; the decision on it is kept.' })
@Entity({ name: 'id_image_removal' })
export class IdImageRemoval extends UserOwnedRecord {
  @Column({ name: 'barangay_id', type: 'int' })
  barangayId: number;

  /** The decision the image was deleted after; one removal per decision. */
  @Column({ name: 'decision_id', type: 'int' })
  decisionId: number;

  @Field(() => IdVerificationOutcome, { description: 'The decision the image followed: APPROVED or REJECTED.' })
  @Column({ type: 'enum', enum: IdVerificationOutcome, enumName: 'id_verification_outcome' })
  outcome: IdVerificationOutcome;

  @Field({ description: 'When that decision was made; the retention is counted from it.' })
  @Column({ name: 'decided_at', type: 'timestamptz' })
  decidedAt: Date;

  @Field({ description: 'When the image was deleted.' })
  @Column({ name: 'removed_at', type: 'timestamptz' })
  removedAt: Date;

  @Field(() => Int, { description: 'The retention applied: days an image with this outcome is kept after the decision.' })
  @Column({ name: 'retention_days', type: 'int' })
  retentionDays: number;
}
