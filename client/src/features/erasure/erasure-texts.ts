import { ERASURE_MESSAGES, ERASURE_STATUS_LABELS, type ErasureRequestStatusName } from '@barangay-portal/domain';
import type { StatusTone } from '../../ui';

// What the screens say about erasure requests (docs/architecture.md#privacy-erasure). The statuses' names, the field
// rules and the server's refusals are the shared ones of @barangay-portal/domain.
export { ERASURE_STATUS_LABELS };

/** A request's status colour: waiting yellow, erased green, refused red, withdrawn grey. */
export const ERASURE_STATUS_TONES: Readonly<Record<ErasureRequestStatusName, StatusTone>> = {
  PENDING: 'yellow',
  ERASED: 'green',
  REFUSED: 'red',
  WITHDRAWN: 'gray',
};

/** Rows a page of the staff's list. */
export const ERASURE_REQUESTS_PAGE_SIZE = 10;

/** "3 records" / "1 record". */
export const recordsCount = (count: number): string => `${count} ${count === 1 ? 'record' : 'records'}`;

export const ERASURE_TEXTS = {
  // The resident's Profile
  cardTitle: 'Erase My Data',
  cardIntro: 'You may ask the barangay to erase your personal data. Staff process the request; once they do, your account is closed. '
    + 'What the law requires the barangay to keep is kept, and each such record says why.',
  erasedTitle: 'What will be erased',
  keptTitle: 'What will be kept, and why',
  keptWhy: 'Why',
  planLoadFailed: 'What would be erased could not be loaded.',
  currentPassword: 'Current Password',
  currentPasswordHint: 'Your password confirms that it is you asking.',
  reason: 'Reason (optional)',
  reasonHint: 'Tell the barangay why, if you wish. Staff read it.',
  confirm: ERASURE_MESSAGES.confirmation,
  confirmRequired: 'Confirm that you understand your account will be closed.',
  send: 'Ask to erase my data',
  sending: 'Sending...',
  sent: 'Your request was sent. The barangay will process or refuse it, and you will be told here.',
  sendFailed: 'Your request could not be sent.',
  checkFields: 'Your request could not be sent. Check the fields below.',
  requestTitle: 'Your request',
  status: 'Status',
  requestedOn: 'Requested',
  decidedOn: 'Decided',
  refusalReason: 'Why it was refused',
  pendingNote: 'The barangay has your request. Your account is closed once it is processed.',
  withdraw: 'Withdraw request',
  keep: 'Keep request',
  withdrawQuestion: 'Withdraw your request to erase your data? You can ask again later.',
  withdrawn: 'Your request to erase your data was withdrawn.',
  withdrawFailed: 'Your request could not be withdrawn.',

  // The staff's screen
  pageTitle: 'Erasure Requests',
  listTitle: 'Requests to erase personal data',
  pageIntro: 'Residents who asked the barangay to erase their personal data, waiting ones first. Erasing closes the account, erases or '
    + 'makes anonymous their personal data, and keeps what the law requires, with the reason. Refusing tells the resident why.',
  caption: 'Erasure requests',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  resident: 'Resident',
  residentReason: "Resident's reason",
  noReason: 'No reason given',
  askedOn: 'Asked on',
  details: 'Plan',
  showPlan: 'Show plan',
  hidePlan: 'Hide plan',
  heldTitle: 'Kept, and why',
  decidedBy: 'Decided by',
  empty: 'No erasure requests.',
  loading: 'Loading erasure requests...',
  listLoadFailed: 'Failed to load erasure requests.',
  pages: 'Erasure request pages',
  erase: 'Erase',
  eraseTitle: 'Erase personal data',
  eraseQuestion: (name: string) => `Erase ${name}'s personal data? Their account is closed and their personal data erased or made anonymous, `
    + 'keeping only what the law requires. This cannot be undone.',
  erasing: 'Erasing...',
  notNow: 'Not now',
  erased: (name: string) => `${name}'s personal data was erased.`,
  eraseFailed: 'The personal data could not be erased.',
  refuse: 'Refuse',
  refuseTitle: (name: string) => `Refuse ${name}'s request`,
  refuseHint: 'Told to the resident.',
  refusing: 'Refusing...',
  refused: (name: string) => `${name}'s request was refused.`,
  refuseFailed: 'The request could not be refused. Check the reason below.',
} as const;
