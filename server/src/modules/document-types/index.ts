// What other modules may use of this one; the rest is its own (rules in .dependency-cruiser.cjs).
export { DocumentFieldType, DocumentType, DocumentTypeField } from './document-type.entity';
export {
  DEFAULT_CERTIFICATE_BODY, defaultCertificateTitle, displayValue, fillPlaceholders, oneLine, paragraphsOf, placeholderValues,
} from './certificate-layout';
