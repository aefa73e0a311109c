import { DOCUMENT_TYPE_NAME, MAX_TARGET_PROCESSING_DAYS, NO_FIELDS_MESSAGE, TEXT_LIMITS } from '@barangay-portal/domain';
import { ArrayMaxSize, ArrayMinSize, IsBoolean, IsEnum, IsInt, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ListArgs } from '../../common/list-args';
import { PaginatedResponse, SortDirection } from '../../common/pagination';
import { IsRequiredText, IsText } from '../../common/validators';
import { MAX_CERTIFICATE_BODY_LENGTH, MAX_CERTIFICATE_TITLE_LENGTH } from './certificate-layout';
import { DocumentFieldType, DocumentType } from './document-type.entity';

export const MAX_FIELDS = 50;

@InputType({ description: 'One field of a document type.' })
export class DocumentTypeFieldInput {
  @Field({ description: 'Field name, unique within the type.' })
  @IsRequiredText({ max: TEXT_LIMITS.name, label: 'Field name', required: 'Each field needs a name.' })
  name: string;

  @Field(() => DocumentFieldType, { defaultValue: DocumentFieldType.TEXT, description: 'Value kind; TEXT by default.' })
  @IsEnum(DocumentFieldType, { message: 'Choose a field type: text, number, date, boolean or email.' })
  fieldType: DocumentFieldType = DocumentFieldType.TEXT;

  @Field({ defaultValue: true, description: 'Whether a value is required; true by default.' })
  @IsBoolean({ message: 'Required must be true or false.' })
  required: boolean = true;
}

@InputType({ description: 'A document type to create, or its new content.' })
export class DocumentTypeInput {
  @Field({ description: 'Document name.' })
  @IsRequiredText(DOCUMENT_TYPE_NAME)
  name: string;

  @Field({ defaultValue: '', description: 'What the document is for.' })
  @IsOptional()
  @IsText({ max: TEXT_LIMITS.freeText, label: 'Description', multiline: true })
  description: string = '';

  @Field(() => [DocumentTypeFieldInput], { description: 'At least one field.' })
  @ValidateNested({ each: true })
  @ArrayMaxSize(MAX_FIELDS, { message: `A document type has at most ${MAX_FIELDS} fields.` })
  @ArrayMinSize(1, { message: NO_FIELDS_MESSAGE })
  fields: DocumentTypeFieldInput[];

  // The three below are optional in both directions: left out (as the original REST client does), the
  // stored value is kept; null (or empty text) clears it.
  @Field(() => Int, {
    nullable: true,
    description: `Target processing time in working days (Monday to Friday), 1 to ${MAX_TARGET_PROCESSING_DAYS}. `
      + 'Left out: unchanged; null: no target.',
  })
  @IsOptional()
  @IsInt({ message: 'The target processing time must be a whole number of working days.' })
  @Min(1, { message: 'The target processing time must be at least 1 working day.' })
  @Max(MAX_TARGET_PROCESSING_DAYS, { message: `The target processing time must be at most ${MAX_TARGET_PROCESSING_DAYS} working days.` })
  targetProcessingDays?: number | null;

  @Field(() => String, {
    nullable: true,
    description: "The certificate's title, with placeholders (see DocumentType.certificatePlaceholders). Left out: unchanged; null or empty: the default.",
  })
  @IsOptional()
  @IsString({ message: 'The certificate title must be text.' })
  @IsText({ max: MAX_CERTIFICATE_TITLE_LENGTH, label: 'The certificate title' })
  certificateTitle?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The certificate's body text, paragraphs separated by blank lines, with placeholders such as {full_name}, {address}, "
      + '{purpose} or {<field name>}. Left out: unchanged; null or empty: the default.',
  })
  @IsOptional()
  @IsString({ message: 'The certificate text must be text.' })
  @IsText({ max: MAX_CERTIFICATE_BODY_LENGTH, label: 'The certificate text', multiline: true })
  certificateBody?: string | null;
}

export enum DocumentTypeSortField {
  NAME = 'name',
  DESCRIPTION = 'description',
  FIELD_COUNT = 'fieldCount',
}
registerEnumType(DocumentTypeSortField, { name: 'DocumentTypeSortField', description: 'Sortable columns of the document types table.' });

@ArgsType()
export class DocumentTypesArgs extends ListArgs(DocumentTypeSortField, {
  search: 'Part of the name, any letter case.',
  sortBy: DocumentTypeSortField.NAME,
  sortDirection: SortDirection.ASC,
}) {}

@ObjectType({ description: 'A page of document types.' })
export class DocumentTypePage extends PaginatedResponse(DocumentType) {}

@ObjectType({ description: 'What deleting a document type did.' })
export class DocumentTypeDeletion {
  @Field({ description: 'True when the type had requests and was archived (kept for their history) instead of deleted.' })
  archived: boolean;
}
