import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Timestamped } from '../../common/base.entity';
import { User, UserOwnedRecord } from '../accounts';

/**
 * An account's authenticator (RFC 6238 TOTP). A row without `enabledAt` is an enrolment waiting for its
 * first code; starting again replaces its secret. Never exposed through any API after enrolment.
 */
@Entity({ name: 'user_two_factor' })
export class TwoFactor extends Timestamped {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The shared secret, base32. */
  @Column({ type: 'text' })
  secret: string;

  /** When the first code confirmed the enrolment; null while it waits for one. */
  @Column({ name: 'enabled_at', type: 'timestamptz', nullable: true })
  enabledAt: Date | null;

  /**
   * The time step (Unix time / 30 s) of the last code accepted: a code of that step or an earlier one is
   * refused, so a code seen over someone's shoulder cannot be used again within its window.
   */
  @Column({ name: 'last_used_step', type: 'int', nullable: true })
  lastUsedStep: number | null;
}

/** One of an account's one-time recovery codes; only its SHA-256 is stored, and each works once. */
@Entity({ name: 'user_recovery_code' })
@Index('uq_user_recovery_code', ['userId', 'codeHash'], { unique: true })
export class RecoveryCode extends UserOwnedRecord {
  @Column({ name: 'code_hash', type: 'text' })
  codeHash: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
