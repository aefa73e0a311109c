import { nextStatuses } from '@barangay-portal/domain';
import { Arg, Args, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { AllowedMutation, AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { documentRequestPolicy } from './document-request.policy';
import { DocumentCertificate } from '../certificates';
import { DocumentTypeField } from '../document-types';
import { DocumentRequest, DocumentRequestStatus } from './document-request.entity';
import {
  CounterDocumentRequestInput, DocumentRequestAllowance, DocumentRequestPage, DocumentRequestsArgs, SubmitDocumentRequestInput,
} from './document-request.inputs';
import { DocumentRequestStatusChange } from './document-request-status-change.entity';
import type { CertificateService } from '../certificates';
import type { DocumentRequestService } from './document-request.service';

@Resolver(() => DocumentRequest)
export class DocumentRequestResolver {
  constructor(private readonly own: { certificates: CertificateService; documentRequests: DocumentRequestService }) {}

  @AllowedQuery(documentRequestPolicy.view, () => DocumentRequestPage, {
    description: "Document requests: a resident's own, or all for administrators (search, status filter, sort).",
  })
  async documentRequests(@Args(() => DocumentRequestsArgs) args: DocumentRequestsArgs, @Ctx() ctx: GraphQLContext): Promise<DocumentRequestPage> {
    return await this.own.documentRequests.list(ctx, args);
  }

  @AllowedQuery(documentRequestPolicy.view, () => DocumentRequest, { description: 'One request: the owner or an administrator.' })
  async documentRequest(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<DocumentRequest> {
    return await this.own.documentRequests.get(ctx, id);
  }

  @AllowedQuery(documentRequestPolicy.allowance, () => DocumentRequestAllowance, { description: 'How many open requests the signed-in resident has, against the limit of 3.' })
  async documentRequestAllowance(@Ctx() ctx: GraphQLContext): Promise<DocumentRequestAllowance> {
    return await this.own.documentRequests.allowance(ctx);
  }

  @AllowedMutation(documentRequestPolicy.submit, () => DocumentRequest, {
    description: 'Submits a request. Only residents whose ID is approved, with fewer than 3 requests pending or processing.',
  })
  async submitDocumentRequest(
    @Arg('input', () => SubmitDocumentRequestInput) input: SubmitDocumentRequestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DocumentRequest> {
    return await this.own.documentRequests.submit(ctx, input);
  }

  @AllowedMutation(documentRequestPolicy.submitAtCounter, () => DocumentRequest, {
    description: 'Takes a request at the counter for an inhabitant living in the barangay (walk-in service), under the same '
      + 'type rules and limit of 3 open; a linked inhabitant requests as their account. REVIEW_DOCUMENT_REQUESTS.',
  })
  async submitDocumentRequestAtCounter(
    @Arg('input', () => CounterDocumentRequestInput) input: CounterDocumentRequestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DocumentRequest> {
    return await this.own.documentRequests.submitAtCounter(ctx, input);
  }

  @AllowedMutation(documentRequestPolicy.changeStatus, () => DocumentRequest, {
    description: 'Changes a status. Administrators: PENDING -> PROCESSING or REJECTED, PROCESSING -> PICKUP, PICKUP -> RELEASED. '
      + 'Residents: their own PENDING -> CANCELED. Everything else is refused.',
  })
  async changeDocumentRequestStatus(
    @Arg('id', () => Int) id: number,
    @Arg('status', () => DocumentRequestStatus) status: DocumentRequestStatus,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DocumentRequest> {
    return await this.own.documentRequests.changeStatus(ctx, id, status);
  }

  @FieldResolver(() => [DocumentRequestStatus], { description: 'The statuses the caller may move this request to now.' })
  allowedNextStatuses(@Root() request: DocumentRequest, @Ctx() ctx: GraphQLContext): readonly DocumentRequestStatus[] {
    const role = ctx.caller.user?.role;
    return role ? nextStatuses(request.status, role) : [];
  }

  @FieldResolver(() => [DocumentRequestStatusChange], { description: 'Every status change, oldest first.' })
  async statusHistory(@Root() request: DocumentRequest, @Ctx() ctx: GraphQLContext): Promise<DocumentRequestStatusChange[]> {
    return await this.own.documentRequests.history(ctx, request);
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'Calendar days the request has waited since submission, while PENDING or PROCESSING; empty once it moved on.',
  })
  waitingDays(@Root() request: DocumentRequest, @Ctx() ctx: GraphQLContext): number | null {
    return this.own.documentRequests.processingTime(ctx, request).waitingDays;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'Working days (Monday to Friday, from the day after submission) the request has waited, while PENDING or PROCESSING; '
      + 'empty once it moved on.',
  })
  waitingWorkingDays(@Root() request: DocumentRequest, @Ctx() ctx: GraphQLContext): number | null {
    return this.own.documentRequests.processingTime(ctx, request).waitingWorkingDays;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The last day within the target processing time (YYYY-MM-DD, barangay time); empty when the type has no target.',
  })
  dueDate(@Root() request: DocumentRequest, @Ctx() ctx: GraphQLContext): string | null {
    return this.own.documentRequests.processingTime(ctx, request).dueDate;
  }

  @FieldResolver(() => Boolean, {
    description: 'True when the request is still PENDING or PROCESSING and has waited more working days than its type\'s target.',
  })
  overdue(@Root() request: DocumentRequest, @Ctx() ctx: GraphQLContext): boolean {
    return this.own.documentRequests.processingTime(ctx, request).overdue;
  }

  @FieldResolver(() => [DocumentTypeField], {
    description: "The fields of the request's document type as it stands, in its order: what kind of value each of fieldData's "
      + 'answers is (a DATE is shown as a date).',
  })
  documentTypeFields(@Root() request: DocumentRequest): DocumentTypeField[] {
    // Every read of a request joins its type (load, documentRequestsMatching).
    return request.documentType?.fields ?? [];
  }

  @FieldResolver(() => DocumentCertificate, {
    nullable: true,
    description: 'The certificate issued when the request reached For Pickup (with its verification code and revocation); '
      + 'empty before. Only for the owner and administrators.',
  })
  async certificate(@Root() request: DocumentRequest, @Ctx() ctx: GraphQLContext): Promise<DocumentCertificate | null> {
    return await this.own.certificates.forRequest(ctx, request);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'A link to download the certificate PDF that works for 5 minutes without an Authorization header '
      + '(GET /api/document-requests/{id}/certificate/?token=...). Only for the owner and administrators, once the request is '
      + 'PICKUP or RELEASED; empty otherwise or when the certificate was revoked.',
  })
  async certificateUrl(@Root() request: DocumentRequest, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return await this.own.certificates.downloadUrl(ctx, request);
  }
}
