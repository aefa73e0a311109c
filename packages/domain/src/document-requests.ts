import { nameOf, type NameOf, type ValueOf } from './vocabulary';

/** Where a document request stands (docs/rules/documents.md#request-lifecycle). GraphQL sends the names (PICKUP), REST and the database the values (pickup). */
export const DocumentRequestStatus = {
  PENDING: 'pending',
  PROCESSING: 'processing',
  PICKUP: 'pickup',
  RELEASED: 'released',
  REJECTED: 'rejected',
  CANCELED: 'canceled',
} as const;
export type DocumentRequestStatus = ValueOf<typeof DocumentRequestStatus>;
export type DocumentRequestStatusName = NameOf<typeof DocumentRequestStatus>;

const S = DocumentRequestStatus;

export const DOCUMENT_REQUEST_STATUSES: readonly DocumentRequestStatus[] = Object.values(DocumentRequestStatus);

export const requestStatusName = (status: DocumentRequestStatus): DocumentRequestStatusName => nameOf(DocumentRequestStatus, status);
export const requestStatusOfName = (name: DocumentRequestStatusName): DocumentRequestStatus => DocumentRequestStatus[name];

/** The old system wrote `approved` for what is now `pickup`. */
const LEGACY_PICKUP = 'approved';

/**
 * A status as text, in any letter case (a REST client's `PATCH`, a GraphQL name): the one place where the
 * legacy `approved` is read as pickup. Null when it is no status. The database holds no `approved` row (see
 * migration LegacyPickupStatus1764600000000).
 */
export function readRequestStatus(text: string | null | undefined): DocumentRequestStatus | null {
  const value = (text ?? '').trim().toLowerCase();
  if (value === LEGACY_PICKUP) return S.PICKUP;
  return (DOCUMENT_REQUEST_STATUSES as readonly string[]).includes(value) ? (value as DocumentRequestStatus) : null;
}

/** A status as the screens, messages and e-mails show it. */
export const REQUEST_STATUS_LABELS: Readonly<Record<DocumentRequestStatus, string>> = {
  [S.PENDING]: 'Pending',
  [S.PROCESSING]: 'Processing',
  [S.PICKUP]: 'For Pickup',
  [S.RELEASED]: 'Released',
  [S.REJECTED]: 'Rejected',
  [S.CANCELED]: 'Canceled',
};

/** Who moves a request: an administrator, or the resident who made it. */
export type RequestActor = 'ADMIN' | 'RESIDENT';

/** Who may move a request from which status to which (docs/rules/documents.md#request-transitions). Everything not listed is refused. */
const TRANSITIONS: Readonly<Record<RequestActor, Partial<Record<DocumentRequestStatus, readonly DocumentRequestStatus[]>>>> = {
  ADMIN: {
    [S.PENDING]: [S.PROCESSING, S.REJECTED],
    [S.PROCESSING]: [S.PICKUP],
    [S.PICKUP]: [S.RELEASED],
  },
  RESIDENT: {
    [S.PENDING]: [S.CANCELED],
  },
};

export function nextStatuses(from: DocumentRequestStatus, actor: RequestActor): readonly DocumentRequestStatus[] {
  return TRANSITIONS[actor][from] ?? [];
}

/** The notes for requests that can no longer change (docs/rules/documents.md#request-final-states): rejected, released and canceled are final. */
export const FINAL_STATUS_NOTES: Readonly<Partial<Record<DocumentRequestStatus, string>>> = {
  [S.REJECTED]: 'Rejected requests cannot be modified.',
  [S.RELEASED]: 'This request has already been released.',
  [S.CANCELED]: 'Canceled requests cannot be modified.',
};

export const isFinalStatus = (status: DocumentRequestStatus): boolean => status in FINAL_STATUS_NOTES;

/**
 * Why `actor` may not move a request from `from` to `to`: the final status's note, or which move is not
 * allowed; null when the move is allowed.
 */
export function transitionRefusal(from: DocumentRequestStatus, to: DocumentRequestStatus, actor: RequestActor): string | null {
  const finalNote = FINAL_STATUS_NOTES[from];
  if (finalNote) return finalNote;
  if (nextStatuses(from, actor).includes(to)) return null;
  const who = actor === 'ADMIN' ? 'An administrator' : 'A resident';
  return `${who} cannot change a request from ${REQUEST_STATUS_LABELS[from]} to ${REQUEST_STATUS_LABELS[to]}.`;
}

/** The statuses that count towards a resident's open requests (docs/rules/documents.md#request-open-limit). */
export const OPEN_STATUSES: readonly DocumentRequestStatus[] = [S.PENDING, S.PROCESSING];
/** At most 3 open (pending or processing) requests per resident (docs/rules/documents.md#request-open-limit). */
export const MAX_OPEN_REQUESTS = 3;

export const DOCUMENT_REQUEST_MESSAGES = {
  notVerified: 'You need to be verified to request a document',
  /** Walk-in service (docs/architecture.md#registry-of-inhabitants): a request taken at the counter is for an inhabitant living in the barangay. */
  counterNotLivingHere: 'Only an inhabitant living in the barangay can request a document at the counter.',
} as const;

/** The open-request limit at the counter, said to the staff member serving the inhabitant. */
export const counterTooManyOpenMessage = (limit: number = MAX_OPEN_REQUESTS): string =>
  `This inhabitant already has ${limit} open document requests. One must be released, rejected or canceled before another.`;

/** 'Three open requests' (docs/rules/documents.md#request-open-limit): the refusal, and the warning that replaces the form. */
export const tooManyOpenMessage = (limit: number = MAX_OPEN_REQUESTS): string =>
  `You already have ${limit} pending document requests. Please wait until they are approved before submitting another.`;
