import { accountNoticeText, letterParts, type Notice, NotificationKind, type Recipient } from '../notifications';

/**
 * A correction's outcome: approved, the profile shows the new value; not approved, the barangay's reason.
 * `detail` is the corrected detail's label ("Last name").
 */
export function correctionDecisionNotice(recipient: Recipient, detail: string, rejectionReason: string | null): Notice {
  return {
    recipient,
    write: (settings) => {
      const { greeting, signOff } = letterParts(recipient, settings);
      const approved = rejectionReason === null;
      const title = approved ? `Your correction of ${detail} was approved` : `Your correction of ${detail} was not approved`;
      const message = approved ? `${title}. Your profile now shows the new value.` : `${title}: ${rejectionReason}`;
      return accountNoticeText(approved ? NotificationKind.CORRECTION_APPROVED : NotificationKind.CORRECTION_REJECTED, title, message, {
        subject: `${settings.barangayName}: ${title}`, lines: [greeting, '', message, '', ...signOff],
      });
    },
  };
}
