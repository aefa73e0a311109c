import { PROJECT_FIELDS } from '@barangay-portal/domain';
import { DomainError, ErrorKind } from '../../common/domain-error';

export const ProjectErrors = {
  notFound: () => new DomainError(ErrorKind.NotFound, 'PROJECT_NOT_FOUND', 'Not found.'),
  dateEndedRequired: () => DomainError.invalid('DATE_ENDED_REQUIRED', { dateEnded: ['Date Ended is required when the project is finished.'] }),
  endedBeforeStarted: () => DomainError.invalid('DATE_ENDED_BEFORE_STARTED', { dateEnded: [PROJECT_FIELDS.dateEndedBeforeStarted] }),
};
