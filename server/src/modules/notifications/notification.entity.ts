import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { describedEnum, type EnumValue } from '../../common/graphql-enum';

export const NotificationKind = describedEnum('NotificationKind', 'What a notification is about.', {
  REQUEST_STATUS_CHANGED: ['request_status_changed', "An administrator changed the status of one of the resident's document requests."],
  REQUEST_READY_FOR_PICKUP: ['request_ready_for_pickup', 'A document request reached For Pickup: the document is ready and its certificate can be downloaded.'],
  ID_APPROVED: ['id_approved', "The resident's valid ID was approved: they are verified."],
  ID_REJECTED: ['id_rejected', "The resident's valid ID was rejected: they may upload another."],
  PASSWORD_CHANGED: ['password_changed', "The account's password was changed, and its other sessions were signed out."],
  TRANSFER_ACCEPTED: ['transfer_accepted', 'The barangay the resident moves to accepted them: their account is now that barangay\'s.'],
  TRANSFER_DECLINED: ['transfer_declined', 'The barangay the resident asked to move to declined, with its reason.'],
  CORRECTION_APPROVED: ['correction_approved', "The barangay approved the resident's correction of a detail of their profile: it shows the new value."],
  CORRECTION_REJECTED: ['correction_rejected', "The barangay did not approve the resident's correction of a detail of their profile, with its reason."],
  ERASURE_REFUSED: ['erasure_refused', "The barangay refused the resident's request to erase their personal data, with its reason."],
});
export type NotificationKind = EnumValue<typeof NotificationKind>;

/** One entry of a user's notification bell, written in the same transaction as the event it reports. */
@ObjectType({ description: "An entry of the signed-in user's notification bell." })
@Entity({ name: 'notification' })
export class Notification {
  @Field(() => Int, { description: 'Numeric identifier.' })
  @PrimaryGeneratedColumn()
  id: number;

  // The recipient's account and the request are foreign keys in the migrations (removed with them): the
  // notifications module sits below both domains and knows neither.
  @Column({ name: 'recipient_id', type: 'int' })
  recipientId: number;

  @Field(() => NotificationKind, { description: 'What happened.' })
  @Column({ type: 'enum', enum: NotificationKind, enumName: 'notification_kind' })
  kind: NotificationKind;

  @Field({ description: 'A short heading, e.g. "Barangay Clearance is ready for pickup".' })
  @Column({ type: 'text' })
  title: string;

  @Field({ description: 'The whole message in plain language, naming the document, its reference number and status where there is one.' })
  @Column({ type: 'text' })
  message: string;

  @Field(() => Int, { nullable: true, description: 'The document request it is about; empty for ID verification and account news.' })
  @Column({ name: 'request_id', type: 'int', nullable: true })
  requestId: number | null;

  @Field(() => String, { nullable: true, description: "That request's reference number, e.g. BRGY-2026-000123." })
  @Column({ name: 'reference_number', type: 'text', nullable: true })
  referenceNumber: string | null;

  @Field({ description: 'When it happened.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the user marked it read; empty while unread.' })
  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @Field({ description: 'Whether the user has marked it read.' })
  get read(): boolean {
    return this.readAt !== null;
  }
}
