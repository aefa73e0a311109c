// What other modules may use of this one; the rest is its own (rules in .dependency-cruiser.cjs).
// The service itself is built by services.ts and handed to document requests, which issue certificates.
export type { CertificateService } from './certificate.service';
export { DocumentCertificate } from './certificate.entity';
export { contentAfterErasure, type CertificateContent } from './certificate-content';
export { RevokeCertificateInput } from './certificate.types';
export { certificatePolicy } from './certificate.policy';
