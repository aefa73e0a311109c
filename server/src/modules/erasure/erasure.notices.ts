import { accountNoticeText, letterParts, type Notice, NotificationKind, type Recipient } from '../notifications';

/** An erasure request refused: the account stays as it is, and the barangay says why (one processed closes the account: nobody is left to tell). */
export function erasureRefusedNotice(recipient: Recipient, refusalReason: string): Notice {
  return {
    recipient,
    write: (settings) => {
      const { greeting, signOff } = letterParts(recipient, settings);
      const title = 'Your request to erase your data was refused';
      const message = `${title}: ${refusalReason} Your account and records stay as they were.`;
      return accountNoticeText(NotificationKind.ERASURE_REFUSED, title, message, {
        subject: `${settings.barangayName}: ${title}`, lines: [greeting, '', message, '', ...signOff],
      });
    },
  };
}
