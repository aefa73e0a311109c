import { Field, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../accounts';
import { DocumentRequest, DocumentRequestStatus } from './document-request.entity';

/** One step of a request's history: who moved it from which status to which, and when. */
@ObjectType({ description: "One change of a document request's status." })
@Entity({ name: 'document_request_status_change' })
export class DocumentRequestStatusChange {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'request_id', type: 'int' })
  requestId: number;

  @ManyToOne(() => DocumentRequest, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'request_id' })
  request?: DocumentRequest;

  @Field(() => DocumentRequestStatus, { nullable: true, description: 'The status before; empty for the submission itself.' })
  @Column({ name: 'from_status', type: 'enum', enum: DocumentRequestStatus, enumName: 'document_request_status', nullable: true })
  fromStatus: DocumentRequestStatus | null;

  @Field(() => DocumentRequestStatus, { description: 'The status after.' })
  @Column({ name: 'to_status', type: 'enum', enum: DocumentRequestStatus, enumName: 'document_request_status' })
  toStatus: DocumentRequestStatus;

  @Column({ name: 'changed_by', type: 'int' })
  changedById: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'changed_by' })
  changedBy?: User;

  @Field({ description: 'When the change was made.' })
  @CreateDateColumn({ name: 'changed_at', type: 'timestamptz' })
  changedAt: Date;

  @Field({ description: 'Who made the change: the resident, or "Administrator" with the name.' })
  get changedByName(): string {
    if (!this.changedBy) return '';
    return this.changedBy.isResident ? this.changedBy.fullName : `${this.changedBy.fullName} (administrator)`;
  }
}
