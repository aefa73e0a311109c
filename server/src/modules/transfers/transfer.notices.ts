import { accountNoticeText, letterParts, type Notice, NotificationKind, type Recipient } from '../notifications';

/**
 * A move's outcome, named by the barangay that decided. Accepted, the resident's account is that barangay's: its
 * address is where they sign in from now on (their sessions at the old one ended).
 */
export function transferDecisionNotice(
  recipient: Recipient, decision: { barangayName: string; hostName: string | null; declineReason: string | null },
): Notice {
  return {
    recipient,
    write: (settings) => {
      const { greeting, sentBy } = letterParts(recipient, settings);
      const { barangayName, hostName, declineReason } = decision;
      const title = declineReason === null ? `${barangayName} accepted your transfer` : `${barangayName} declined your transfer`;
      const message = declineReason === null
        ? `${barangayName} accepted you as its resident. Your account, your requests and your certificates stay valid; `
          + `sign in ${hostName ? `at ${hostName}` : 'again'} to continue.`
        : `${barangayName} declined your transfer: ${declineReason} You remain a resident of ${settings.barangayName}.`;
      return accountNoticeText(declineReason === null ? NotificationKind.TRANSFER_ACCEPTED : NotificationKind.TRANSFER_DECLINED, title, message, {
        subject: `${barangayName}: ${title}`, lines: [greeting, '', message, '', sentBy],
      });
    },
  };
}
