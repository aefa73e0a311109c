import { DOCUMENT_REQUEST_STATUSES, readRequestStatus } from '@barangay-portal/domain';
import { Router } from 'express';
import { DomainError } from '../../common/domain-error';
import { SortDirection } from '../../common/pagination';
import { validatedInput } from '../../common/validate-input';
import { everyRowOf } from '../../rest/content-router';
import { contextOf, guard } from '../../rest/handler';
import { idParam } from '../../rest/params';
import { absoluteUrl, restProjection } from '../../rest/projection';
import { documentRequestPolicy } from './document-request.policy';
import { certificatePolicy, DocumentCertificate, type CertificateService, RevokeCertificateInput } from '../certificates';
import { DocumentRequest, type DocumentRequestStatus } from './document-request.entity';
import { documentRequestFields } from './document-request.fields';
import { DocumentRequestsArgs, DocumentRequestSortField, SubmitDocumentRequestInput } from './document-request.inputs';
import type { DocumentRequestService } from './document-request.service';

type Body = Record<string, unknown>;

/**
 * The GraphQL DocumentRequest's fields in the legacy REST order; document_type is the type's id. `certificate` is
 * GraphQL's certificateUrl made absolute: the PDF's session-bound link, for those who may download it, else null.
 */
function documentRequestRestProjection(certificates: CertificateService) {
  return restProjection(DocumentRequest, {
    omit: ['requesterId', 'targetProcessingDays'],
    names: { documentTypeId: 'document_type', certificateUrl: 'certificate' },
    first: ['id', 'documentTypeId', 'documentTypeName', 'fieldData', 'gender', 'requestor', 'requestedAt', 'updatedAt'],
    after: ['certificateUrl'],
    values: {
      ...documentRequestFields,
      certificateUrl: async (request, ctx) => absoluteUrl(ctx, await certificates.downloadUrl(ctx, request)),
    },
  });
}

/** The certificate revocation's answer: which request, its reference number, and when and why. */
const revocationToJson = restProjection(DocumentCertificate, {
  omit: ['verificationCode', 'issuedAt', 'issueDate', 'revoked'],
  names: { requestId: 'request' },
  first: ['requestId', 'referenceNumber'],
});

/** The status a PATCH asks for, in any letter case; the original client's legacy "approved" means pickup. */
function requestedStatus(body: Body): DocumentRequestStatus {
  const status = readRequestStatus(typeof body.status === 'string' ? body.status : null);
  if (!status) throw DomainError.invalid('INVALID_STATUS', { status: [`Choose one of: ${DOCUMENT_REQUEST_STATUSES.join(', ')}.`] });
  return status;
}

/** /api/document-requests/ (docs/rules/rest-api.md#rest-paths), and each request's certificate PDF (docs/rules/certificates.md#certificate-download). */
export function documentRequestRestRouter(services: { certificates: CertificateService; documentRequests: DocumentRequestService }): Router {
  const router = Router();
  const requests = services.documentRequests;
  const documentRequestToJson = documentRequestRestProjection(services.certificates);

  // Before the role check below: besides a Bearer token of the owner or an administrator, the link token
  // of DocumentRequest.certificateUrl opens it (a download link cannot carry a header).
  router.get('/:id/certificate/', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : undefined;
    const pdf = await services.certificates.pdf(contextOf(res), idParam(req), token);
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.bytes.length),
      'Content-Disposition': `inline; filename="${pdf.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      // The URL may carry a link token: never pass it on to another site.
      'Referrer-Policy': 'no-referrer',
    });
    res.end(pdf.bytes);
  });

  router.post('/:id/certificate/revoke/', guard(certificatePolicy.revoke), async (req, res) => {
    const body = (req.body ?? {}) as Body;
    const input = await validatedInput(RevokeCertificateInput, { requestId: idParam(req), reason: body.reason as string });
    const ctx = contextOf(res);
    res.json(await revocationToJson(await services.certificates.revoke(ctx, input), ctx));
  });
  // Who is calling is settled before the body is read, so a guest hears 401 whatever they sent.
  // The claim stub of a request taken at the counter (walk-in service), for the staff who print it.
  router.get('/:id/claim-stub/', guard(documentRequestPolicy.printClaimStub), async (req, res) => {
    const stub = await requests.claimStub(contextOf(res), idParam(req));
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${stub.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(stub.bytes);
  });

  router.use(guard(documentRequestPolicy.view));

  router.get('/', async (_req, res) => {
    const ctx = contextOf(res);
    const { items } = await requests.list(ctx, everyRowOf(DocumentRequestsArgs, {
      sortBy: DocumentRequestSortField.REQUESTED_AT, sortDirection: SortDirection.DESC,
    }));
    res.json(await Promise.all(items.map((request) => documentRequestToJson(request, ctx))));
  });

  router.get('/:id/', async (req, res) => {
    const ctx = contextOf(res);
    res.json(await documentRequestToJson(await requests.get(ctx, idParam(req)), ctx));
  });

  router.post('/', guard(documentRequestPolicy.submit), async (req, res) => {
    const body = (req.body ?? {}) as Body;
    const input = await validatedInput(SubmitDocumentRequestInput, {
      documentTypeId: Number(body.document_type),
      fieldData: (body.field_data ?? {}) as Record<string, unknown>,
    });
    const ctx = contextOf(res);
    res.status(201).json(await documentRequestToJson(await requests.submit(ctx, input), ctx));
  });

  router.patch('/:id/', async (req, res) => {
    const status = requestedStatus((req.body ?? {}) as Body);
    const ctx = contextOf(res);
    res.json(await documentRequestToJson(await requests.changeStatus(ctx, idParam(req), status), ctx));
  });

  return router;
}
