import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One e-mail waiting to be sent (table `outbox`), written in the transaction of the event it reports
 * and sent afterwards by the OutboxService. Plain text only: the schema has no room for attachments.
 */
@Entity({ name: 'outbox' })
export class OutboxMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  recipient: string;

  /** The display name it comes from: its barangay's e-mail sender name (MAIL_FROM's address stays). Null: MAIL_FROM as it is. */
  @Column({ name: 'sender_name', type: 'text', nullable: true })
  senderName: string | null;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'notification_id', type: 'int', nullable: true })
  notificationId: number | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** Not sent before this; also the lease of a worker that has claimed it. */
  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** Set when every attempt failed; the message is then left alone (and the failure logged). */
  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
