import type { NotificationKind } from './notification.entity';

/** Who is told: the account concerned, of their barangay (whose name the texts give), or of the city (empty). */
export interface Recipient {
  id: number;
  email: string;
  firstName: string;
  barangayId: number | null;
  /** The language the account reads the portal in; its e-mails are written in it (English when none). */
  preferredLanguage?: string | null;
}

/** Whom a notice is written for: the recipient's barangay. */
export interface NoticeSettings {
  /** The recipient's barangay's name. */
  barangayName: string;
  /** The recipient's barangay's address (PUBLIC_URL at its host): when set, e-mails say where to sign in. */
  publicUrl: string | undefined;
}

/** What is written for one notice: the bell entry, and what the channels (e-mail…) send. */
export interface NoticeText {
  kind: NotificationKind;
  title: string;
  message: string;
  requestId: number | null;
  referenceNumber: string | null;
  email: { subject: string; body: string };
}

/**
 * Something a person is told about. The domain it happens in writes the words (docs/architecture.md#notices);
 * the notifications module records it, publishes it after the commit and hands it to every channel. E-mails
 * carry the words only: never a document, an ID image or a link that opens either (a link to sign in is all they offer).
 */
export interface Notice {
  recipient: Recipient;
  write(settings: NoticeSettings): NoticeText;
}

/** The lines every notice's e-mail shares: the greeting, who sent it, and the sign-off that says where to sign in. */
export function letterParts(recipient: Recipient, settings: NoticeSettings): { greeting: string; sentBy: string; signOff: readonly string[] } {
  const sentBy = `This message was sent by the ${settings.barangayName} resident portal. Please do not reply to it.`;
  return {
    greeting: `Hello ${recipient.firstName},`,
    sentBy,
    signOff: [
      settings.publicUrl ? `Sign in to the resident portal to see the details: ${settings.publicUrl}/login` : 'Sign in to the resident portal to see the details.',
      '',
      sentBy,
    ],
  };
}

/** A notice about no document request: its e-mail is the greeting, the message and the given closing lines. */
export function accountNoticeText(
  kind: NotificationKind, title: string, message: string, email: { subject: string; lines: readonly string[] },
): NoticeText {
  return { kind, title, message, requestId: null, referenceNumber: null, email: { subject: email.subject, body: email.lines.join('\n') } };
}
