import { REQUEST_STATUS_LABELS } from '@barangay-portal/domain';
import { letterParts, type Notice, NotificationKind, type Recipient } from '../notifications';
import { DocumentRequestStatus } from './document-request.entity';

/** What each status means for the resident, after "Your … request … is now <status>." */
const STATUS_NEXT_STEP: Partial<Record<DocumentRequestStatus, string>> = {
  [DocumentRequestStatus.PROCESSING]: 'The barangay hall is preparing your document.',
  [DocumentRequestStatus.PICKUP]: 'It is ready for pickup at the barangay hall, and you can download the certificate from the portal.',
  [DocumentRequestStatus.RELEASED]: 'The document has been handed over. Thank you.',
  [DocumentRequestStatus.REJECTED]: 'Please contact the barangay hall if you have questions about this decision.',
};

/** The resident's request moved to a new status (docs/rules/notifications.md). */
export function requestStatusNotice(
  recipient: Recipient, request: { id: number; referenceNumber: string; documentTypeName: string }, status: DocumentRequestStatus,
): Notice {
  return {
    recipient,
    write: (settings) => {
      const { greeting, signOff } = letterParts(recipient, settings);
      const label = REQUEST_STATUS_LABELS[status];
      const ready = status === DocumentRequestStatus.PICKUP;
      const title = ready ? `${request.documentTypeName} is ready for pickup` : `${request.documentTypeName}: ${label}`;
      const message = [`Your ${request.documentTypeName} request ${request.referenceNumber} is now ${label}.`, STATUS_NEXT_STEP[status]]
        .filter(Boolean).join(' ');
      return {
        kind: ready ? NotificationKind.REQUEST_READY_FOR_PICKUP : NotificationKind.REQUEST_STATUS_CHANGED,
        title,
        message,
        requestId: request.id,
        referenceNumber: request.referenceNumber,
        email: {
          subject: `[${request.referenceNumber}] ${title}`,
          body: [
            greeting, '', message, '',
            `Document: ${request.documentTypeName}`, `Reference number: ${request.referenceNumber}`, `Status: ${label}`, '',
            ...signOff,
          ].join('\n'),
        },
      };
    },
  };
}
