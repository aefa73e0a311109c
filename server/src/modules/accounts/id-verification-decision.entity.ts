import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { IdVerificationOutcome } from './user.enums';
import { User } from './user.entity';
import { UserOwnedRecord } from './user-owned-record';

/**
 * One administrator decision on a resident's valid ID. Kept for good: the resident's status only says
 * where things stand now, this says who decided and when.
 */
@ObjectType({ description: "An administrator's decision on a resident's valid ID." })
@Entity({ name: 'id_verification_decision' })
@Index('idx_id_verification_decision_user', ['userId', 'decidedAt'])
export class IdVerificationDecision extends UserOwnedRecord {
  @Field(() => IdVerificationOutcome, { description: 'APPROVED or REJECTED.' })
  @Column({ type: 'enum', enum: IdVerificationOutcome, enumName: 'id_verification_outcome' })
  decision: IdVerificationOutcome;

  @Field(() => Int, { description: 'The id of the administrator who decided.' })
  @Index('idx_id_verification_decision_decided_by')
  @Column({ name: 'decided_by', type: 'int' })
  decidedById: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'decided_by' })
  decidedBy?: User;

  @Field({ description: 'When the decision was made.' })
  @CreateDateColumn({ name: 'decided_at', type: 'timestamptz' })
  decidedAt: Date;

  @Field({ description: 'The full name of the administrator who decided.' })
  get decidedByName(): string {
    return this.decidedBy?.fullName ?? '';
  }
}
