import {
  DOCUMENT_REQUEST_MESSAGES, FINAL_STATUS_NOTES as FINAL_NOTES, isFinalStatus as isFinal, requestStatusName, requestStatusOfName,
  tooManyOpenMessage, type DocumentRequestStatus as StoredStatus,
} from '@barangay-portal/domain';
import type { DocumentRequestStatus } from '../../gql/graphql';
import { requestStatusLabel } from '../../ui';

// The lifecycle is shared with the server, which has the final word; these are its texts as the screens use them.
export { tooManyOpenMessage };

/** The texts (docs/rules/README.md#messages) for document requests, verbatim. */
export const REQUEST_MESSAGES = {
  fetchFailed: 'Failed to fetch document requests.',
  updateFailed: 'Failed to update request status.',
  /** The page's banner after a submission. */
  submitted: 'Document request submitted!',
  /** The request form's own confirmation, inside the Request Document modal (as the original client showed it). */
  formSubmitted: 'Form submitted successfully!',
  submitFailed: 'There was an error submitting the form.',
  canceled: 'Request canceled successfully.',
  cancelFailed: 'Failed to cancel the request.',
  notVerified: DOCUMENT_REQUEST_MESSAGES.notVerified,
} as const;

/** Rejected, released and canceled are final; the selector is disabled with these notes (by GraphQL name; docs/rules/documents.md#request-final-states). */
export const FINAL_STATUS_NOTES: Partial<Record<DocumentRequestStatus, string>> = Object.fromEntries(
  Object.entries(FINAL_NOTES).map(([status, note]) => [requestStatusName(status as StoredStatus), note]),
);

export const isFinalStatus = (status: DocumentRequestStatus): boolean => isFinal(requestStatusOfName(status));

/** 'Are you sure you want to change the status to {STATUS}?', with the status as the screens label it (docs/rules/documents.md#status-change-confirm). */
export const changeStatusQuestion = (status: DocumentRequestStatus): string =>
  `Are you sure you want to change the status to ${requestStatusLabel(status)}?`;

/** 'Request changed status to {status} successfully.' (docs/rules/documents.md#status-change-confirm) */
export const statusChangedMessage = (status: DocumentRequestStatus): string =>
  `Request changed status to ${requestStatusLabel(status)} successfully.`;

/** The choices of the Review modal's selector: only the moves the server allows now. */
export const statusOptions = (allowed: readonly DocumentRequestStatus[]) =>
  allowed.map((value) => ({ value, label: requestStatusLabel(value) }));

/** The texts of the certificate and processing-time parts. */
export const CERTIFICATE_MESSAGES = {
  download: 'Download certificate (PDF)',
  downloadFailed: 'The certificate could not be opened. Please try again.',
  revoked: 'Certificate revoked.',
  revokeFailed: 'Failed to revoke the certificate.',
} as const;

/** '1 working day', '3 working days'. */
export const workingDays = (days: number): string => `${days} working ${days === 1 ? 'day' : 'days'}`;

/** How long an open request has waited, e.g. '3 working days'; empty once it moved on (the server gives null). */
export const waitingText = (waitingWorkingDays: number | null | undefined): string =>
  waitingWorkingDays === null || waitingWorkingDays === undefined ? '' : workingDays(waitingWorkingDays);

/** 'Certificate revoked on March 5, 2026: <reason>'. */
export const certificateRevokedText = (date: string, reason: string | null | undefined): string =>
  `Certificate revoked on ${date}${reason ? `: ${reason}` : ''}`;
