import { DocumentFieldType, DocumentTypeField } from './document-type.entity';

/**
 * A document type's certificate layout: a title and body text in which `{placeholder}`s are replaced by
 * the request's values when the certificate is issued. An empty title or body means the default below.
 */

/** Placeholders every layout may use, besides `{<field name>}` for each field of the type. */
export const BUILT_IN_PLACEHOLDERS = [
  'full_name', 'first_name', 'last_name', 'address', 'purpose', 'document_type', 'reference_number', 'issue_date', 'barangay_name',
] as const;

export const MAX_CERTIFICATE_TITLE_LENGTH = 200;
export const MAX_CERTIFICATE_BODY_LENGTH = 5000;

export const DEFAULT_CERTIFICATE_BODY = [
  'TO WHOM IT MAY CONCERN:',
  'This is to certify that {full_name}, residing at {address}, is a resident of {barangay_name}.',
  'This {document_type} is issued on {issue_date} upon the request of the above-named person for whatever legal purpose it may serve.',
].join('\n\n');

const PLACEHOLDER = /\{([^{}\n]{1,100})\}/g;

const key = (name: string) => name.trim().toLowerCase();

/** The default title: the document type's name in capitals. */
export function defaultCertificateTitle(documentTypeName: string): string {
  return documentTypeName.toUpperCase();
}

/** Every placeholder name the layout of a type with these fields may use. */
export function availablePlaceholders(fields: readonly DocumentTypeField[]): string[] {
  const names: string[] = [...BUILT_IN_PLACEHOLDERS];
  for (const field of fields) {
    if (!names.some((name) => key(name) === key(field.name))) names.push(field.name);
  }
  return names;
}

/** The placeholders in `text` that a type with these fields does not offer (letter case does not matter). */
export function unknownPlaceholders(text: string, fields: readonly DocumentTypeField[]): string[] {
  const known = new Set(availablePlaceholders(fields).map(key));
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (!known.has(key(match[1]))) unknown.add(`{${match[1]}}`);
  }
  return [...unknown];
}

/** `text` with each known placeholder replaced by its value; text in braces that names none stays as it is. */
export function fillPlaceholders(text: string, values: ReadonlyMap<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values.get(key(name)) ?? whole);
}

/** Paragraphs of a body: separated by blank lines; single line breaks inside one are kept. */
export function paragraphsOf(body: string): string[] {
  return body.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter((paragraph) => paragraph !== '');
}

/** A field's value as people read it: "Yes"/"No" for booleans, "May 5, 2026" for dates. */
export function displayValue(fieldType: DocumentFieldType | undefined, value: string): string {
  if (fieldType === DocumentFieldType.BOOLEAN) return value === 'true' ? 'Yes' : value === 'false' ? 'No' : value;
  if (fieldType === DocumentFieldType.DATE && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
  }
  return value;
}

/**
 * A text made one line: every line break or tab a space. A value typed on several lines must not break
 * the certificate's "Label: value" line, where its second line could pass for text of the certificate.
 */
export function oneLine(text: string): string {
  return text.replace(/\r\n|[\r\n\t\v\f\u0085\u2028\u2029]/g, ' ');
}

/** The placeholder values of one request: built-ins first, then each field by name (any letter case). */
export function placeholderValues(
  builtIns: Record<(typeof BUILT_IN_PLACEHOLDERS)[number], string>,
  fields: readonly DocumentTypeField[],
  fieldData: Readonly<Record<string, string>>,
): Map<string, string> {
  const values = new Map<string, string>();
  // A value typed on several lines fills its placeholder on one: it cannot start a paragraph of its own.
  for (const field of fields) values.set(key(field.name), oneLine(displayValue(field.field_type, fieldData[field.name] ?? '')));
  // Built-ins win over a field of the same name, except {purpose}, which is the Purpose field when there is one.
  for (const [name, value] of Object.entries(builtIns)) {
    if (name === 'purpose' && values.has('purpose')) continue;
    values.set(name, value);
  }
  return values;
}
