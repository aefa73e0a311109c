import { Router } from 'express';
import { contextOf } from '../../rest/handler';
import { restProjection } from '../../rest/projection';
import { DocumentVerification } from './certificate.types';
import type { CertificateService } from './certificate.service';

/** The GraphQL DocumentVerification's fields; REST names the type document_type. */
const verificationToJson = restProjection(DocumentVerification, { names: { documentTypeName: 'document_type' } });

/** What REST adds to the answer for an unknown code. */
const NOT_GENUINE = { detail: 'No document with this verification code was issued through this portal.' };

/** /api/verify/<code>/: the public verification of a certificate, no sign-in (404 when no document has the code). */
export function verificationRestRouter(services: { certificates: CertificateService }): Router {
  const router = Router();
  router.get('/:code/', async (req, res) => {
    const ctx = contextOf(res);
    const result = await services.certificates.verify(ctx, req.params.code);
    // A revocation must show at once: no cache may keep an old "valid".
    res.set('Cache-Control', 'no-store');
    res.status(result.genuine ? 200 : 404).json({ ...await verificationToJson(result, ctx), ...(!result.genuine && NOT_GENUINE) });
  });
  return router;
}
