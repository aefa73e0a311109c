import { DomainError, ErrorKind } from '../../common/domain-error';

export const DocumentTypeErrors = {
  notFound: () => new DomainError(ErrorKind.NotFound, 'DOCUMENT_TYPE_NOT_FOUND', 'Not found.'),
  nameTaken: () => DomainError.invalid('DOCUMENT_TYPE_NAME_TAKEN', { name: ['A document type with this name already exists.'] }),
  unknownPlaceholders: (field: 'certificateTitle' | 'certificateBody', unknown: string[], available: string[]) => DomainError.invalid(
    'UNKNOWN_PLACEHOLDER',
    { [field]: [`Unknown placeholder${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}. Use ${available.map((name) => `{${name}}`).join(', ')}.`] },
  ),
  duplicateFieldName: (name: string) =>
    DomainError.invalid('DUPLICATE_FIELD_NAME', { fields: [`Field names must be unique: "${name}" appears more than once.`] }),
};
