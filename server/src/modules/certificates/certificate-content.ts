import { longDate } from '../../common/local-time';
import {
  DEFAULT_CERTIFICATE_BODY, defaultCertificateTitle, displayValue, fillPlaceholders, oneLine, paragraphsOf, placeholderValues,
} from '../document-types';
import type { DocumentTypeField } from '../document-types';

/**
 * Everything printed on a certificate, fixed when it is issued (stored with it as JSON): a later change
 * of the resident's address, the type's layout, the contact details or the officials never alters a
 * document already in someone's hands, and the PDF can be produced again identical at any time.
 */
export interface CertificateContent {
  barangay: { name: string; address: string | null; contactNumber: string | null; email: string | null };
  documentTypeName: string;
  referenceNumber: string;
  title: string;
  paragraphs: string[];
  /** The request's field values, as people read them ("Yes", "December 1, 2026"). */
  details: Array<{ label: string; value: string }>;
  holder: { firstName: string; middleName: string; lastName: string; fullName: string; address: string | null };
  /** Who signed when the certificate was issued (the linked Punong Barangay, else the official of that position); null when there was none. */
  punongBarangay: string | null;
}

export interface CertificateSource {
  barangay: CertificateContent['barangay'];
  documentType: { name: string; fields: readonly DocumentTypeField[]; certificateTitle: string | null; certificateBody: string | null };
  referenceNumber: string;
  fieldData: Readonly<Record<string, string>>;
  holder: Omit<CertificateContent['holder'], 'fullName'>;
  punongBarangay: string | null;
  issuedAt: Date;
}

const NO_ADDRESS = 'no address on record';

/** The content of a certificate issued now from these records, the type's layout filled in. */
export function certificateContent(source: CertificateSource): CertificateContent {
  const { documentType, holder, fieldData } = source;
  const fullName = [holder.firstName, holder.middleName, holder.lastName].map((part) => part.trim()).filter(Boolean).join(' ');
  const values = placeholderValues({
    full_name: fullName,
    first_name: holder.firstName.trim(),
    last_name: holder.lastName.trim(),
    address: holder.address?.trim() || NO_ADDRESS,
    purpose: '',
    document_type: documentType.name,
    reference_number: source.referenceNumber,
    issue_date: longDate(source.issuedAt),
    barangay_name: source.barangay.name,
  }, documentType.fields, fieldData);
  // The type's fields in their order, then any value of a field the type has dropped since the request.
  const typeOf = new Map(documentType.fields.map((field) => [field.name, field.field_type]));
  const names = [...documentType.fields.map((field) => field.name), ...Object.keys(fieldData).filter((name) => !typeOf.has(name))];
  const details = names
    .filter((name) => (fieldData[name] ?? '') !== '')
    .map((name) => ({ label: name, value: displayValue(typeOf.get(name), fieldData[name]) }));
  return {
    barangay: source.barangay,
    documentTypeName: documentType.name,
    referenceNumber: source.referenceNumber,
    title: fillPlaceholders(documentType.certificateTitle ?? defaultCertificateTitle(documentType.name), values),
    paragraphs: paragraphsOf(fillPlaceholders(documentType.certificateBody ?? DEFAULT_CERTIFICATE_BODY, values)),
    details,
    holder: { ...holder, fullName },
    punongBarangay: source.punongBarangay,
  };
}

/** A certified field as it is printed and verified: its name and value, each on one line. */
export interface CertifiedField {
  name: string;
  value: string;
}

/**
 * The request's field values a certificate certifies, in the type's field order (fixed at issue), as the
 * PDF prints them and the public verification page shows them.
 */
export function certifiedFields(content: Pick<CertificateContent, 'details'>): CertifiedField[] {
  return content.details.map(({ label, value }) => ({ name: oneLine(label), value: oneLine(value) }));
}

/**
 * The holder's name as the public verification page shows it: enough for a bank clerk holding the paper
 * to match it, too little to learn a family name from a code: "Juan S. D***" for Juan Santos Dela Cruz.
 * The asterisks are always three, so not even the length of the family name is told.
 */
export function maskedName(holder: Pick<CertificateContent['holder'], 'firstName' | 'middleName' | 'lastName'>): string {
  const middle = initialOf(holder.middleName);
  const last = initialOf(holder.lastName);
  return [holder.firstName.trim(), middle && `${middle}.`, last && `${last}***`].filter(Boolean).join(' ');
}

/** The first letter of a name, upper case; empty for none. */
function initialOf(text: string): string {
  const first = text.trim().codePointAt(0);
  return first === undefined ? '' : String.fromCodePoint(first).toUpperCase();
}

/**
 * What an issued certificate keeps once its holder's personal data is erased (docs/architecture.md#privacy-erasure):
 * only what its verification page shows. The holder keeps the first name and initials, so `maskedName` still answers
 * "Juan S. D***"; the address and the filled-in text that carried the name and address go (the title becomes the
 * type's default, which names no one). The barangay, type, reference number and certified details stay.
 */
export function contentAfterErasure(content: CertificateContent): CertificateContent {
  const holder = { firstName: content.holder.firstName.trim(), middleName: initialOf(content.holder.middleName), lastName: initialOf(content.holder.lastName) };
  return {
    ...content,
    title: defaultCertificateTitle(content.documentTypeName),
    paragraphs: [],
    holder: { ...holder, fullName: maskedName(holder), address: null },
  };
}
