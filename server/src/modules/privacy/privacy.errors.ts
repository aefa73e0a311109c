import { PRIVACY_NOTICE_MESSAGES as MESSAGES } from '@barangay-portal/domain';
import { DomainError, ErrorKind } from '../../common/domain-error';

export const PrivacyErrors = {
  notFound: () => new DomainError(ErrorKind.NotFound, 'PRIVACY_NOTICE_NOT_FOUND', MESSAGES.notFound),
  /** Agreeing after sign-in to a version that is no longer the current one. */
  changed: (current: number) => new DomainError(ErrorKind.Conflict, 'PRIVACY_NOTICE_CHANGED', MESSAGES.changed(current)),
  notFoundAtRegistration: () =>
    DomainError.invalid('PRIVACY_NOTICE_NOT_FOUND', { privacyNoticeVersion: [MESSAGES.notFound] }, MESSAGES.notFound),
  /** Registering with a version that is not the current one: a field error, so the form shows it at its checkbox. */
  changedAtRegistration: (current: number) =>
    DomainError.invalid('PRIVACY_NOTICE_CHANGED', { privacyNoticeVersion: [MESSAGES.changed(current)] }, MESSAGES.changed(current)),
  publishedMeanwhile: (current: number) =>
    DomainError.invalid('PRIVACY_NOTICE_CHANGED', { basedOnVersion: [MESSAGES.publishedMeanwhile(current)] }, MESSAGES.publishedMeanwhile(current)),
  unchanged: () => DomainError.invalid('PRIVACY_NOTICE_UNCHANGED', { text: [MESSAGES.unchanged] }, MESSAGES.unchanged),
};
