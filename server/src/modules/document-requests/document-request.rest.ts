import { DOCUMENT_REQUEST_STATUSES, readRequestStatus } from '@barangay-portal/domain';
import { Router } from 'express';
import { DomainError } from '../../common/domain-error';
import { SortDirection } from '../../common/pagination';
import { validatedInput } from '../../common/validate-input';
import { everyRowOf } from '../../rest/content-router';
import { contextOf, guard } from '../../rest/handler';
import { idParam } from '../../rest/params';
import type { Services } from '../../services';
import { documentRequestPolicy } from './document-request.policy';
import { certificatePolicy, RevokeCertificateInput } from '../certificates';
import { DocumentRequest, type DocumentRequestStatus } from './document-request.entity';
import { DocumentRequestsArgs, DocumentRequestSortField, SubmitDocumentRequestInput } from './document-request.inputs';

type Body = Record<string, unknown>;

export function documentRequestToJson(request: DocumentRequest) {
  return {
    id: request.id,
    document_type: request.documentTypeId,
    document_type_name: request.documentType?.name ?? '',
    field_data: request.fieldData,
    gender: request.requester?.gender ?? null,
    requestor: request.requester?.fullName ?? '',
    requested_at: request.requestedAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
    status: request.status,
    // Issue 7: an extra field the original client ignores.
    reference_number: request.referenceNumber,
  };
}

/** The status a PATCH asks for, in any letter case; the original client's legacy "approved" means pickup. */
function requestedStatus(body: Body): DocumentRequestStatus {
  const status = readRequestStatus(typeof body.status === 'string' ? body.status : null);
  if (!status) throw DomainError.invalid('INVALID_STATUS', { status: [`Choose one of: ${DOCUMENT_REQUEST_STATUSES.join(', ')}.`] });
  return status;
}

/** /api/document-requests/ (docs/rules/rest-api.md#rest-paths), and each request's certificate PDF (issue 7). */
export function documentRequestRestRouter(services: Services): Router {
  const router = Router();
  const requests = services.documentRequests;

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
    const certificate = await services.certificates.revoke(contextOf(res), input);
    res.json({
      request: certificate.requestId,
      reference_number: certificate.referenceNumber,
      revoked_at: certificate.revokedAt?.toISOString() ?? null,
      revocation_reason: certificate.revocationReason,
    });
  });
  // Who is calling is settled before the body is read, so a guest hears 401 whatever they sent.
  router.use(guard(documentRequestPolicy.view));

  router.get('/', async (_req, res) => {
    const { items } = await requests.list(contextOf(res), everyRowOf(DocumentRequestsArgs, {
      sortBy: DocumentRequestSortField.REQUESTED_AT, sortDirection: SortDirection.DESC,
    }));
    res.json(items.map(documentRequestToJson));
  });

  router.get('/:id/', async (req, res) => {
    res.json(documentRequestToJson(await requests.get(contextOf(res), idParam(req))));
  });

  router.post('/', guard(documentRequestPolicy.submit), async (req, res) => {
    const body = (req.body ?? {}) as Body;
    const input = await validatedInput(SubmitDocumentRequestInput, {
      documentTypeId: Number(body.document_type),
      fieldData: (body.field_data ?? {}) as Record<string, unknown>,
    });
    res.status(201).json(documentRequestToJson(await requests.submit(contextOf(res), input)));
  });

  router.patch('/:id/', async (req, res) => {
    const status = requestedStatus((req.body ?? {}) as Body);
    res.json(documentRequestToJson(await requests.changeStatus(contextOf(res), idParam(req), status)));
  });

  return router;
}
