import {
  CORRECTABLE_DETAILS, CORRECTABLE_FIELD_NAMES, CORRECTION_STATUS_LABELS, canonicalChoice, correctableDetail, CorrectableField, Gender,
  SEX_LABELS, nameOf, type CorrectableFieldName, type CorrectionRequestStatusName,
} from '@barangay-portal/domain';
import { formatDate } from '../../lib/format-date';
import type { SelectOption, StatusTone } from '../../ui';

// What the screens say about correction requests (docs/architecture.md#privacy-corrections). The details' labels and
// rules, the statuses' names and the server's refusals are the shared ones of @barangay-portal/domain.
export { CORRECTION_STATUS_LABELS };

/** A request's status colour: waiting yellow, approved green, not approved red, withdrawn grey. */
export const CORRECTION_STATUS_TONES: Readonly<Record<CorrectionRequestStatusName, StatusTone>> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
  WITHDRAWN: 'gray',
};

/** The details a resident may ask to correct, in the Profile's order, by their GraphQL names. */
export const DETAIL_OPTIONS: readonly SelectOption[] = CORRECTABLE_FIELD_NAMES
  .map((name) => ({ value: name, label: CORRECTABLE_DETAILS[name].label }));

export const GENDER_OPTIONS: readonly SelectOption[] = Object.values(Gender).map((value) => ({ value, label: SEX_LABELS[nameOf(Gender, value)] }));

export const detailLabel = (field: CorrectableFieldName): string => CORRECTABLE_DETAILS[field].label;

/** A detail's value as a person reads it: a gender in words, a birthdate spelled out, a dash for none. */
export function shownValue(field: CorrectableFieldName, value: string | null | undefined): string {
  if (value == null || value === '') return '—';
  const { input } = correctableDetail(CorrectableField[field]);
  if (input.kind === 'date') return formatDate(value, value);
  if (input.kind === 'choice') {
    const gender = canonicalChoice(value, Object.values(Gender));
    return gender ? SEX_LABELS[nameOf(Gender, gender)] : value;
  }
  return value;
}

/** Rows a page of the staff's list shows. */
export const CORRECTIONS_PAGE_SIZE = 10;

export const CORRECTION_TEXTS = {
  // The resident's Profile
  cardTitle: 'Correct My Details',
  cardIntro: 'Is your name, nickname, gender, birthdate, birthplace or religion wrong? Ask the barangay to correct it: say what '
    + 'it should be and why. Staff check it against your records and approve or explain why not.',
  detail: 'Detail to correct',
  detailPlaceholder: 'Choose a detail...',
  currentValue: 'Your record says',
  newValue: 'It should say',
  genderPlaceholder: 'Choose...',
  reason: 'Reason',
  reasonHint: 'For example: the spelling on my birth certificate. At most 500 characters.',
  send: 'Ask for the correction',
  sending: 'Sending...',
  sent: (detail: string) => `Your request to correct ${detail} was sent. The barangay will approve it or tell you why not.`,
  sendFailed: 'Your correction request could not be sent.',
  checkFields: 'Your correction request could not be sent. Check the fields below.',
  myRequests: 'My correction requests',
  noRequests: 'You have not asked for a correction.',
  loadFailed: 'Failed to load your correction requests.',
  withdraw: 'Withdraw',
  withdrawTitle: 'Withdraw correction request',
  withdrawQuestion: (detail: string) => `Withdraw your request to correct ${detail}? You can ask again later.`,
  keep: 'Keep request',
  withdrawn: 'Your correction request was withdrawn.',
  withdrawFailed: 'Your correction request could not be withdrawn.',
  // Both lists
  field: 'Detail',
  change: 'Current → requested',
  status: 'Status',
  askedOn: 'Asked on',
  decisionReason: 'Why not',
  actions: 'Actions',
  // The staff's screen
  pageTitle: 'Correction Requests',
  pageIntro: "Residents' requests to correct a detail of their profile that they cannot change themselves. Approving changes "
    + 'the profile at once; the resident is told either way.',
  listTitle: 'Requests',
  caption: 'Correction requests',
  empty: 'No correction requests match.',
  loading: 'Loading the correction requests...',
  listLoadFailed: 'Failed to load the correction requests.',
  pages: 'Correction requests pages',
  statusFilter: 'Status',
  allStatuses: 'All',
  resident: 'Resident',
  approve: 'Approve',
  approveTitle: 'Approve correction',
  approveQuestion: (name: string, detail: string, value: string) =>
    `Change ${name}'s ${detail.toLowerCase()} to "${value}"? The profile changes at once.`,
  notNow: 'Not now',
  approved: (name: string, detail: string) => `${name}'s ${detail.toLowerCase()} was corrected.`,
  approveFailed: 'The correction could not be approved.',
  reject: 'Reject',
  rejectTitle: (name: string, detail: string) => `Reject ${name}'s correction of ${detail.toLowerCase()}`,
  rejectHint: 'The resident is told this reason.',
  rejecting: 'Rejecting...',
  rejected: (name: string, detail: string) => `${name}'s correction of ${detail.toLowerCase()} was not approved.`,
  rejectFailed: 'The correction could not be rejected.',
} as const;
