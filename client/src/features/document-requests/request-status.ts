import { isFinalStatus as isFinal, requestStatusOfName } from '@barangay-portal/domain';
import type { DocumentRequestStatus, Gender } from '../../gql/graphql';
import type { DocumentRequestsTranslate } from './messages';

// The lifecycle is shared with the server, which has the final word; its texts are the catalogue's (English: the server's own).

/**
 * A status as the screens label it, in the page's language: `useRequestStatusLabel()` of the shared UI, which the
 * status badge reads too, so a status has one name everywhere.
 */
export type StatusLabel = (status: string | null | undefined) => string;

/** Rejected, released and canceled are final; the selector is disabled with their note (docs/rules/documents.md#request-final-states). */
export const isFinalStatus = (status: DocumentRequestStatus): boolean => isFinal(requestStatusOfName(status));

/** The note under the disabled selector of a final request; none for an open one. */
export function finalStatusNote(t: DocumentRequestsTranslate, status: DocumentRequestStatus): string | undefined {
  switch (status) {
    case 'REJECTED':
    case 'RELEASED':
    case 'CANCELED':
      return t(`finalNote.${status}`);
    default:
      return undefined;
  }
}

/** 'Are you sure you want to change the status to {STATUS}?', with the status as the screens label it (docs/rules/documents.md#status-change-confirm). */
export const changeStatusQuestion = (t: DocumentRequestsTranslate, label: StatusLabel, status: DocumentRequestStatus): string =>
  t('changeStatus.question', { status: label(status) });

/** 'Request changed status to {status} successfully.' (docs/rules/documents.md#status-change-confirm) */
export const statusChangedMessage = (t: DocumentRequestsTranslate, label: StatusLabel, status: DocumentRequestStatus): string =>
  t('changeStatus.done', { status: label(status) });

/** The choices of a status selector: the Review modal's (only the moves the server allows now) or the list's filter. */
export const statusOptions = (label: StatusLabel, statuses: readonly DocumentRequestStatus[]) =>
  statuses.map((value) => ({ value, label: label(value) }));

/** '1 working day', '3 working days'. */
export const workingDays = (t: DocumentRequestsTranslate, days: number): string => t('workingDays', { days });

/** How long an open request has waited, e.g. '3 working days'; empty once it moved on (the server gives null). */
export const waitingText = (t: DocumentRequestsTranslate, waitingWorkingDays: number | null | undefined): string =>
  waitingWorkingDays === null || waitingWorkingDays === undefined ? '' : workingDays(t, waitingWorkingDays);

/** 'Certificate revoked on March 5, 2026: <reason>'. */
export const certificateRevokedText = (t: DocumentRequestsTranslate, date: string, reason: string | null | undefined): string =>
  (reason ? t('certificate.revokedOnWithReason', { date, reason }) : t('certificate.revokedOn', { date }));

/** 'Female' / 'Male' as the person reading says it. */
export const genderText = (t: DocumentRequestsTranslate, gender: Gender): string => t(`gender.${gender}`);
