import { REQUEST_STATUS_LABELS } from '@barangay-portal/domain';
import { longDateTime } from '../../common/local-time';
import { DocumentRequestStatus } from '../document-requests';
import { IdVerificationOutcome } from '../users';
import { NotificationKind } from './notification.entity';

/** Who is told: the account concerned, of their barangay (whose name the texts give), or of the city (empty). */
export interface Recipient {
  id: number;
  email: string;
  firstName: string;
  barangayId: number | null;
}

/** Something a resident is told about, in the portal and (when SMTP_URL is set) by e-mail. */
export type NotificationEvent =
  | {
    type: 'request-status';
    recipient: Recipient;
    request: { id: number; referenceNumber: string; documentTypeName: string };
    status: DocumentRequestStatus;
  }
  | { type: 'id-decision'; recipient: Recipient; outcome: IdVerificationOutcome }
  | { type: 'password-changed'; recipient: Recipient; changedAt: Date }
  | { type: 'transfer-decision'; recipient: Recipient; barangayName: string; hostName: string | null; declineReason: string | null }
  /** A correction of a profile detail (its label, "Last name") approved, or not approved with the reason (rejectionReason). */
  | { type: 'correction-decision'; recipient: Recipient; detail: string; rejectionReason: string | null }
  /** An erasure request refused, with the barangay's reason (one processed closes the account: nobody is left to tell). */
  | { type: 'erasure-refused'; recipient: Recipient; refusalReason: string };

/** What is written for one event: the bell entry and the e-mail. */
export interface NotificationText {
  kind: NotificationKind;
  title: string;
  message: string;
  requestId: number | null;
  referenceNumber: string | null;
  email: { subject: string; body: string };
}

export interface MessageSettings {
  /** The recipient's barangay's. */
  barangayName: string;
  /** The recipient's barangay's address (PUBLIC_URL at its host): when set, e-mails say where to sign in. */
  publicUrl: string | undefined;
}

/** What each status means for the resident, after "Your … request … is now <status>." */
const STATUS_NEXT_STEP: Partial<Record<DocumentRequestStatus, string>> = {
  [DocumentRequestStatus.PROCESSING]: 'The barangay hall is preparing your document.',
  [DocumentRequestStatus.PICKUP]: 'It is ready for pickup at the barangay hall, and you can download the certificate from the portal.',
  [DocumentRequestStatus.RELEASED]: 'The document has been handed over. Thank you.',
  [DocumentRequestStatus.REJECTED]: 'Please contact the barangay hall if you have questions about this decision.',
};

const ID_TEXTS: Record<IdVerificationOutcome, { kind: NotificationKind; title: string; message: string }> = {
  [IdVerificationOutcome.APPROVED]: {
    kind: NotificationKind.ID_APPROVED,
    title: 'Your valid ID was approved',
    message: 'Your valid ID was approved: your account is verified and you can now request documents.',
  },
  [IdVerificationOutcome.REJECTED]: {
    kind: NotificationKind.ID_REJECTED,
    title: 'Your valid ID was rejected',
    message: 'Your valid ID was rejected. You can upload a clearer photo or another valid ID from your profile.',
  },
};

const PASSWORD_CHANGED_TITLE = 'Your password was changed';

/**
 * A move's outcome, named by the barangay that decided. Accepted, the resident's account is that barangay's: its
 * address is where they sign in from now on (their sessions at the old one ended).
 */
function transferDecisionText(
  event: Extract<NotificationEvent, { type: 'transfer-decision' }>, settings: MessageSettings, greeting: string, sentBy: string,
): NotificationText {
  const { barangayName, hostName, declineReason } = event;
  const title = declineReason === null ? `${barangayName} accepted your transfer` : `${barangayName} declined your transfer`;
  const message = declineReason === null
    ? `${barangayName} accepted you as its resident. Your account, your requests and your certificates stay valid; `
      + `sign in ${hostName ? `at ${hostName}` : 'again'} to continue.`
    : `${barangayName} declined your transfer: ${declineReason} You remain a resident of ${settings.barangayName}.`;
  return {
    kind: declineReason === null ? NotificationKind.TRANSFER_ACCEPTED : NotificationKind.TRANSFER_DECLINED,
    title,
    message,
    requestId: null,
    referenceNumber: null,
    email: { subject: `${barangayName}: ${title}`, body: [greeting, '', message, '', sentBy].join('\n') },
  };
}

/** A correction's outcome: approved, the profile shows the new value; not approved, the barangay's reason. */
function correctionDecisionText(
  event: Extract<NotificationEvent, { type: 'correction-decision' }>, settings: MessageSettings, greeting: string, signOff: readonly string[],
): NotificationText {
  const { detail, rejectionReason } = event;
  const approved = rejectionReason === null;
  const title = approved ? `Your correction of ${detail} was approved` : `Your correction of ${detail} was not approved`;
  const message = approved ? `${title}. Your profile now shows the new value.` : `${title}: ${rejectionReason}`;
  return {
    kind: approved ? NotificationKind.CORRECTION_APPROVED : NotificationKind.CORRECTION_REJECTED,
    title,
    message,
    requestId: null,
    referenceNumber: null,
    email: { subject: `${settings.barangayName}: ${title}`, body: [greeting, '', message, '', ...signOff].join('\n') },
  };
}

/** An erasure request refused: the account stays as it is, and the barangay says why. */
function erasureRefusedText(
  event: Extract<NotificationEvent, { type: 'erasure-refused' }>, settings: MessageSettings, greeting: string, signOff: readonly string[],
): NotificationText {
  const title = 'Your request to erase your data was refused';
  const message = `${title}: ${event.refusalReason} Your account and records stay as they were.`;
  return {
    kind: NotificationKind.ERASURE_REFUSED,
    title,
    message,
    requestId: null,
    referenceNumber: null,
    email: { subject: `${settings.barangayName}: ${title}`, body: [greeting, '', message, '', ...signOff].join('\n') },
  };
}

/**
 * The plain-language texts of an event. E-mails carry the words only: never the document itself, an ID
 * image or a link that opens either (a link to sign in is all they offer).
 */
export function describe(event: NotificationEvent, settings: MessageSettings): NotificationText {
  const greeting = `Hello ${event.recipient.firstName},`;
  const sentBy = `This message was sent by the ${settings.barangayName} resident portal. Please do not reply to it.`;
  const signOff = [
    settings.publicUrl ? `Sign in to the resident portal to see the details: ${settings.publicUrl}/login` : 'Sign in to the resident portal to see the details.',
    '',
    sentBy,
  ];
  if (event.type === 'password-changed') {
    // Never the password itself: only that it changed, when, and what to do if it was not the owner.
    const message = `The password of your ${settings.barangayName} resident portal account was changed on `
      + `${longDateTime(event.changedAt)}. Every other device signed in to your account was signed out.`;
    const advice = 'If you did not change your password, please contact the barangay hall right away.';
    return {
      kind: NotificationKind.PASSWORD_CHANGED,
      title: PASSWORD_CHANGED_TITLE,
      message: `${message} ${advice}`,
      requestId: null,
      referenceNumber: null,
      email: {
        subject: `${settings.barangayName}: ${PASSWORD_CHANGED_TITLE}`,
        body: [greeting, '', message, '', advice, '', sentBy].join('\n'),
      },
    };
  }
  if (event.type === 'transfer-decision') return transferDecisionText(event, settings, greeting, sentBy);
  if (event.type === 'correction-decision') return correctionDecisionText(event, settings, greeting, signOff);
  if (event.type === 'erasure-refused') return erasureRefusedText(event, settings, greeting, signOff);
  if (event.type === 'id-decision') {
    const text = ID_TEXTS[event.outcome];
    return {
      ...text,
      requestId: null,
      referenceNumber: null,
      email: { subject: `${settings.barangayName}: ${text.title}`, body: [greeting, '', text.message, '', ...signOff].join('\n') },
    };
  }
  const { request, status } = event;
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
}
