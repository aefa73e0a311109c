import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { describedEnum, type EnumValue } from '../../common/graphql-enum';

export const AuditAction = describedEnum('AuditAction', 'What the write did to the record.', {
  CREATE: ['create', 'The record was created.'],
  UPDATE: ['update', 'Some of its fields changed.'],
  DELETE: ['delete', 'The record was deleted.'],
});
export type AuditAction = EnumValue<typeof AuditAction>;

/** One administrator write, recorded by the database trigger of the AuditLog migration. Read-only here. */
@ObjectType({ description: 'One write by an administrator: who, what, when, and the changed fields before and after.' })
@Entity({ name: 'audit_log' })
export class AuditLogEntry {
  @Field(() => ID, { description: 'Identifier, increasing with time.' })
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Field(() => Int, { nullable: true, description: "The administrator's user id; null once that account was deleted." })
  @Column({ name: 'actor_id', type: 'int', nullable: true })
  actorId: number | null;

  /** The barangay the write was made within (docs/architecture.md#tenancy): its own audit log is all its staff read. */
  @Column({ name: 'barangay_id', type: 'int' })
  barangayId: number;

  @Field({ description: "The administrator's e-mail at the time of the write." })
  @Column({ name: 'actor_email', type: 'text' })
  actorEmail: string;

  @Field({ description: "The name of the staff member's role at the time of the write; empty for entries from before roles existed." })
  @Column({ name: 'actor_role', type: 'text', default: '' })
  actorRole: string;

  @Field(() => AuditAction, { description: 'Create, update or delete.' })
  @Column({ type: 'enum', enum: AuditAction, enumName: 'audit_action' })
  action: AuditAction;

  @Field({ description: 'The kind of record, by its table name: project, event, announcement, barangay_official, '
    + 'contact_details, document_type, document_request, document_certificate or user; staff_manager when a staff member (entityId) '
    + 'was given the permission to manage staff, which lets them give themselves and others every permission.' })
  @Column({ type: 'text' })
  entity: string;

  @Field({ description: "The record's id." })
  @Column({ name: 'entity_id', type: 'text' })
  entityId: string;

  @Field(() => GraphQLJSONObject, {
    description: 'The changed fields by column name, each { before, after } (null before a create, after a delete). '
      + 'Passwords, verification codes and timestamps are never included.',
  })
  @Column({ type: 'jsonb' })
  changes: Record<string, { before: unknown; after: unknown }>;

  @Field({ description: 'When the write was committed.' })
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
