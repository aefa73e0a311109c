import { IsOptional } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ListArgs } from '../../common/list-args';
import { PaginatedResponse, SortDirection } from '../../common/pagination';
import { IsChosenId } from '../../common/validators';
import { DocumentRequest, DocumentRequestStatus } from './document-request.entity';

@InputType({ description: 'A new document request.' })
export class SubmitDocumentRequestInput {
  @Field(() => Int, { description: 'The document type requested.' })
  @IsChosenId('Select a document type.')
  documentTypeId: number;

  @Field(() => GraphQLJSONObject, {
    description: 'Field name -> value for the type\'s fields: text, numbers, dates as YYYY-MM-DD, e-mails, booleans as "true"/"false".',
  })
  fieldData: Record<string, unknown>;
}

@InputType({ description: 'A document request taken at the counter for an inhabitant of the registry (walk-in service).' })
export class CounterDocumentRequestInput extends SubmitDocumentRequestInput {
  @Field(() => Int, { description: 'The inhabitant it is for, living in the barangay.' })
  @IsChosenId('Choose the inhabitant.')
  inhabitantId: number;
}

export enum DocumentRequestSortField {
  REQUESTED_AT = 'requestedAt',
  STATUS = 'status',
  DOCUMENT_TYPE = 'documentType',
  REQUESTOR = 'requestor',
}
registerEnumType(DocumentRequestSortField, { name: 'DocumentRequestSortField', description: 'Sortable columns of the requests table.' });

@ArgsType()
export class DocumentRequestsArgs extends ListArgs(DocumentRequestSortField, {
  search: "Part of the requester's name, of the document type's name or of the reference number (e.g. 2026-000123), any letter case.",
  sortBy: DocumentRequestSortField.REQUESTED_AT,
  sortDirection: SortDirection.DESC,
  sortDirectionDescription: 'Sort direction; newest first by default.',
}) {
  @Field(() => DocumentRequestStatus, { nullable: true, description: 'Only requests in this status.' })
  @IsOptional()
  status?: DocumentRequestStatus;
}

@ObjectType({ description: 'A page of document requests.' })
export class DocumentRequestPage extends PaginatedResponse(DocumentRequest) {}

@ObjectType({ description: "How many open requests the signed-in resident has, against the limit." })
export class DocumentRequestAllowance {
  @Field(() => Int, { description: 'Requests pending or processing.' })
  openCount: number;

  @Field(() => Int, { description: 'The most a resident may have open at once.' })
  limit: number;

  @Field({ description: 'Whether another request may be submitted now.' })
  canSubmit: boolean;
}
