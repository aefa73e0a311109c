import { longDateTime } from '../../common/local-time';
import { accountNoticeText, letterParts, type Notice, NotificationKind, type Recipient } from '../notifications';
import { IdVerificationOutcome } from './user.enums';

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

/** The staff's decision on the resident's valid ID. */
export function idDecisionNotice(recipient: Recipient, outcome: IdVerificationOutcome): Notice {
  return {
    recipient,
    write: (settings) => {
      const { greeting, signOff } = letterParts(recipient, settings);
      const { kind, title, message } = ID_TEXTS[outcome];
      return accountNoticeText(kind, title, message, { subject: `${settings.barangayName}: ${title}`, lines: [greeting, '', message, '', ...signOff] });
    },
  };
}

const PASSWORD_CHANGED_TITLE = 'Your password was changed';

/** The account's password changed: never the password itself, only that it changed, when, and what to do if it was not the owner. */
export function passwordChangedNotice(recipient: Recipient, changedAt: Date): Notice {
  return {
    recipient,
    write: (settings) => {
      const { greeting, sentBy } = letterParts(recipient, settings);
      const message = `The password of your ${settings.barangayName} resident portal account was changed on `
        + `${longDateTime(changedAt)}. Every other device signed in to your account was signed out.`;
      const advice = 'If you did not change your password, please contact the barangay hall right away.';
      return accountNoticeText(NotificationKind.PASSWORD_CHANGED, PASSWORD_CHANGED_TITLE, `${message} ${advice}`, {
        subject: `${settings.barangayName}: ${PASSWORD_CHANGED_TITLE}`, lines: [greeting, '', message, '', advice, '', sentBy],
      });
    },
  };
}
