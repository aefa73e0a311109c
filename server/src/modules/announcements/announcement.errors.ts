import { DomainError, ErrorKind } from '../../common/domain-error';

export const AnnouncementErrors = {
  notFound: () => new DomainError(ErrorKind.NotFound, 'ANNOUNCEMENT_NOT_FOUND', 'Not found.'),
};
