import { DomainError, ErrorKind } from '../../common/domain-error';

export const EventErrors = {
  notFound: () => new DomainError(ErrorKind.NotFound, 'EVENT_NOT_FOUND', 'Not found.'),
};
