import { DocumentRequestStatus, REQUEST_STATUS_LABELS } from '@barangay-portal/domain';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { BarangayOwnedEntity } from '../../common/base.entity';
import { DocumentType } from '../document-types';
import { Inhabitant } from '../registry';
import { Gender, User } from '../accounts';
import { documentRequestFields } from './document-request.fields';

// The statuses and their lifecycle are shared with the browser; GraphQL knows them by these names.
export { DocumentRequestStatus };
registerEnumType(DocumentRequestStatus, {
  name: 'DocumentRequestStatus',
  description: `Where a document request stands. PICKUP is shown as "${REQUEST_STATUS_LABELS[DocumentRequestStatus.PICKUP]}".`,
});

@ObjectType({ description: "A resident's request for an official document, made online or taken at the counter for an inhabitant." })
@Entity({ name: 'document_request' })
export class DocumentRequest extends BarangayOwnedEntity {
  @Field(() => Int, { description: 'The requested document type.' })
  @Column({ name: 'document_type_id', type: 'int' })
  documentTypeId: number;

  @ManyToOne(() => DocumentType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'document_type_id' })
  documentType?: DocumentType;

  @Field(() => Int, { nullable: true, description: 'The requesting resident; empty for a request taken at the counter for an inhabitant without an account.' })
  @Column({ name: 'requester_id', type: 'int', nullable: true })
  requesterId: number | null;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'requester_id' })
  requester?: User | null;

  /** The inhabitant a request taken at the counter is for (walk-in service; the certificate names them). */
  @Column({ name: 'inhabitant_id', type: 'int', nullable: true })
  inhabitantId: number | null;

  @ManyToOne(() => Inhabitant)
  @JoinColumn({ name: 'inhabitant_id' })
  inhabitant?: Inhabitant | null;

  /** Field name -> value as text, checked against the type's fields when submitted. */
  @Field(() => GraphQLJSONObject, { description: 'Field name -> value, as submitted.' })
  @Column({ name: 'field_data', type: 'jsonb', default: () => "'{}'::jsonb" })
  fieldData: Record<string, string>;

  @Field(() => DocumentRequestStatus, { description: 'Current status.' })
  @Column({
    type: 'enum', enum: DocumentRequestStatus, enumName: 'document_request_status',
    default: DocumentRequestStatus.PENDING,
  })
  status: DocumentRequestStatus;

  /** Its barangay's reference prefix when the request was made; part of its reference number. */
  @Column({ name: 'reference_prefix', type: 'text' })
  referencePrefix: string;

  /**
   * `<PREFIX>-<year>-<number>`, numbered per barangay and year by the database as the request is inserted (migrations
   * VerifiableDocuments1764100000000, BarangayRecords1765200000000), never written by the application.
   */
  @Field({ description: 'The human reference, unique and sequential per year, e.g. "BRGY-2026-000123". Given at submission; never changes.' })
  @Column({ name: 'reference_number', type: 'text', insert: false, update: false })
  referenceNumber: string;

  /** When it was first made ready for pickup; set by the database on that move (migration RequestReadyAt1765700000000). */
  @Column({ name: 'ready_at', type: 'timestamptz', nullable: true, insert: false, update: false })
  readyAt: Date | null;

  @Field({ description: 'When the request was submitted.' })
  get requestedAt(): Date {
    return this.createdAt;
  }

  // Read from the joined type and requester as plain properties rather than field resolvers, which cost a
  // resolver call per row and field (docs/architecture.md#api-benchmark); REST shows the same values.
  @Field(() => String, { description: 'The name of the requested document type.' })
  get documentTypeName(): string {
    return documentRequestFields.documentTypeName(this);
  }

  @Field({ description: 'Whether it was taken at the counter for an inhabitant (walk-in service) rather than made online.' })
  get takenAtCounter(): boolean {
    return this.inhabitantId !== null;
  }

  @Field(() => String, { description: "The requester's full name: the inhabitant's for a request taken at the counter." })
  get requestor(): string {
    return documentRequestFields.requestor(this);
  }

  @Field(() => Gender, { nullable: true, description: "The requester's gender." })
  get gender(): Gender | null {
    return documentRequestFields.gender(this);
  }

  @Field(() => Int, {
    nullable: true,
    description: "The document type's processing-time target in working days (Monday to Friday); empty when it has none.",
  })
  get targetProcessingDays(): number | null {
    return this.documentType?.targetProcessingDays ?? null;
  }
}
