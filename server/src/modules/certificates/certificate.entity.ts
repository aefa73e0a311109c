import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { localDate } from '../../common/local-time';
import { DocumentRequest } from '../document-requests';
import type { CertificateContent } from './certificate-content';

/**
 * The certificate of a document request, issued in the transaction that first moves it to pickup. Its
 * verification code is the secret the QR code carries: 144 random bits, so it cannot be guessed.
 */
@ObjectType({ description: 'The certificate issued for a document request when it reached For Pickup. Seen by its owner and administrators.' })
@Entity({ name: 'document_certificate' })
export class DocumentCertificate {
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int, { description: 'The document request it certifies.' })
  @Column({ name: 'request_id', type: 'int' })
  requestId: number;

  /** The barangay that issued it: its request's (docs/architecture.md#tenancy). */
  @Column({ name: 'barangay_id', type: 'int' })
  barangayId: number;

  @OneToOne(() => DocumentRequest, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'request_id' })
  request?: DocumentRequest;

  @Field({ description: 'The code of its public verification page (/verify/<code>), as printed in its QR code.' })
  @Column({ name: 'verification_code', type: 'text' })
  verificationCode: string;

  /** What was printed on it, fixed at issue. */
  @Column({ type: 'jsonb' })
  content: CertificateContent;

  /** The barangay's seal when it was issued (a public picture's storage key), printed at its head; none: no seal. */
  @Column({ name: 'seal', type: 'text', nullable: true })
  sealKey: string | null;

  @Field({ description: 'When it was issued: the moment the request first reached For Pickup.' })
  @Column({ name: 'issued_at', type: 'timestamptz', default: () => 'now()' })
  issuedAt: Date;

  @Column({ name: 'issued_by', type: 'int', nullable: true })
  issuedById: number | null;

  @Field(() => Date, { nullable: true, description: 'When an administrator revoked it; empty while valid.' })
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'revoked_by', type: 'int', nullable: true })
  revokedById: number | null;

  @Field(() => String, { nullable: true, description: 'Why it was revoked; empty while valid.' })
  @Column({ name: 'revocation_reason', type: 'text', nullable: true })
  revocationReason: string | null;

  /**
   * When its holder's personal data was erased (docs/architecture.md#privacy-erasure): the content then keeps only what
   * verification shows, so it is no longer printed.
   */
  @Column({ name: 'holder_erased_at', type: 'timestamptz', nullable: true })
  holderErasedAt: Date | null;

  @Field({ description: 'The issue date on the barangay calendar, YYYY-MM-DD, as printed.' })
  get issueDate(): string {
    return localDate(this.issuedAt);
  }

  @Field({ description: 'The reference number printed on it.' })
  get referenceNumber(): string {
    return this.content.referenceNumber;
  }

  @Field({ description: 'True once revoked: the verification page then says so, and it can no longer be downloaded.' })
  get revoked(): boolean {
    return this.revokedAt !== null;
  }
}
