import { DomainError, ErrorKind } from '../../common/domain-error';

export const BarangayOfficialErrors = {
  notFound: () => new DomainError(ErrorKind.NotFound, 'OFFICIAL_NOT_FOUND', 'Not found.'),
  termEndsBeforeStart: () => DomainError.invalid('TERM_ENDS_BEFORE_START', { termEnd: ['Term end cannot be before term start.'] }),
};
