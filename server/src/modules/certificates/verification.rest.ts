import { Router } from 'express';
import { contextOf } from '../../rest/handler';
import type { Services } from '../../services';
import type { DocumentVerification } from './certificate.types';

function verificationToJson(result: DocumentVerification) {
  return {
    genuine: result.genuine,
    status: result.status,
    valid: result.valid,
    revoked: result.revoked,
    issued_by: result.issuedBy,
    document_type: result.documentTypeName,
    reference_number: result.referenceNumber,
    issue_date: result.issueDate,
    holder_name: result.holderName,
    certified_fields: result.certifiedFields.map(({ name, value }) => ({ name, value })),
    revoked_at: result.revokedAt?.toISOString() ?? null,
    revocation_reason: result.revocationReason,
    ...(!result.genuine && { detail: 'No document with this verification code was issued through this portal.' }),
  };
}

/** /api/verify/<code>/: the public verification of a certificate, no sign-in (404 when no document has the code). */
export function verificationRestRouter(services: Services): Router {
  const router = Router();
  router.get('/:code/', async (req, res) => {
    const result = await services.certificates.verify(contextOf(res), req.params.code);
    // A revocation must show at once: no cache may keep an old "valid".
    res.set('Cache-Control', 'no-store');
    res.status(result.genuine ? 200 : 404).json(verificationToJson(result));
  });
  return router;
}
