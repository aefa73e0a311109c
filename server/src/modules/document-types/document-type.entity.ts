import { DocumentFieldType } from '@barangay-portal/domain';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { BarangayOwnedEntity } from '../../common/base.entity';

// The field types and the checks of their values are shared with the browser's request form.
export { DocumentFieldType };
registerEnumType(DocumentFieldType, { name: 'DocumentFieldType', description: 'The kind of value a document field takes.' });

/** One input of a document type, stored in JSONB in the REST shape of docs/rules/rest-api.md#rest-records ({name, field_type, required}). */
@ObjectType({ description: 'One input a resident fills when requesting a document of a type.' })
export class DocumentTypeField {
  @Field({ description: 'Field name, unique within its document type.' })
  name: string;

  @Field(() => DocumentFieldType, { name: 'fieldType', description: 'Value kind.' })
  field_type: DocumentFieldType;

  @Field({ description: 'Whether a value is required (default true).' })
  required: boolean;
}

@ObjectType({ description: 'A kind of official document residents may request, with its own fields.' })
@Entity({ name: 'document_type' })
export class DocumentType extends BarangayOwnedEntity {
  @Field({ description: 'Document name, unique among the types that can be requested.' })
  @Column({ type: 'text' })
  name: string;

  @Field({ description: 'What the document is for.' })
  @Column({ type: 'text', default: '' })
  description: string;

  @Field(() => [DocumentTypeField], { description: 'The fields a request of this type carries.' })
  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  fields: DocumentTypeField[];

  @Field(() => Int, {
    nullable: true,
    description: 'The processing-time commitment: working days (Monday to Friday) from submission to pickup. Empty: no commitment.',
  })
  @Column({ name: 'target_processing_days', type: 'int', nullable: true })
  targetProcessingDays: number | null;

  @Field(() => String, {
    nullable: true,
    description: "The certificate's title, with placeholders such as {full_name}; empty: the default title (the type's name).",
  })
  @Column({ name: 'certificate_title', type: 'text', nullable: true })
  certificateTitle: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The certificate's body text, paragraphs separated by blank lines, with placeholders such as {full_name}, {address}, "
      + '{purpose} or {<field name>}; empty: the default text. See certificatePlaceholders.',
  })
  @Column({ name: 'certificate_body', type: 'text', nullable: true })
  certificateBody: string | null;

  /** Set instead of deleting a type that has requests, so those requests keep its name. */
  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @Field(() => Int, { description: 'How many fields the type has.' })
  get fieldCount(): number {
    return this.fields.length;
  }

  @Field({ description: 'True once deleted while requests of it existed: kept for their history, no longer requestable.' })
  get archived(): boolean {
    return this.archivedAt !== null;
  }
}
