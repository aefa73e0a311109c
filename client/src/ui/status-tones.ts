import {
  canonicalChoice, EVENT_STATUSES, EventStatus, readRequestStatus, REQUEST_STATUS_LABELS, type DocumentRequestStatus,
} from '@barangay-portal/domain';
import type { StatusTone } from '../theme';

/**
 * Status colours and labels (docs/rules/common.md#status-colours). Statuses arrive as GraphQL enum values ('FINISHED', 'PICKUP') or as
 * text ('finished', 'Ended'); every helper ignores letter case and surrounding spaces.
 */

type MaybeStatus = string | null | undefined;

const normalize = (status: MaybeStatus): string => (status ?? '').trim().toLowerCase();

/** 'ONGOING' -> 'Ongoing', 'for pickup' -> 'For pickup': first letter upper case, the rest lower case. */
export function capitalizeStatus(status: MaybeStatus): string {
  const text = normalize(status);
  return text === '' ? '' : text[0].toUpperCase() + text.slice(1);
}

/** Project: text containing 'finished' is green, containing 'ongoing' orange, anything else gray. */
export function projectStatusTone(status: MaybeStatus): StatusTone {
  const text = normalize(status);
  if (text.includes('finished')) return 'green';
  if (text.includes('ongoing')) return 'orange';
  return 'gray';
}

const EVENT_TONES: Readonly<Record<EventStatus, StatusTone>> = {
  [EventStatus.ENDED]: 'green',
  [EventStatus.ONGOING]: 'orange',
  [EventStatus.CANCELLED]: 'red',
  [EventStatus.UPCOMING]: 'blue',
};

/** Event: Ended green, Ongoing orange, Cancelled red, Upcoming blue, in any letter case; any other value or none gray. */
export function eventStatusTone(status: MaybeStatus): StatusTone {
  const known = canonicalChoice(status, EVENT_STATUSES);
  return known ? EVENT_TONES[known] : 'gray';
}

/** The document request statuses (docs/rules/documents.md#request-lifecycle), lower case. */
export type RequestStatus = DocumentRequestStatus;

/** A request status in lower case, with the legacy 'approved' read as 'pickup'; null when unknown. */
export const normalizeRequestStatus = (status: MaybeStatus): RequestStatus | null => readRequestStatus(status);

const REQUEST_TONES: Readonly<Record<RequestStatus, StatusTone>> = {
  pending: 'gray',
  canceled: 'red',
  processing: 'yellow',
  pickup: 'blue',
  rejected: 'red',
  released: 'green',
};

/** Request icon colour: pending grey, canceled red, processing yellow, pickup (and approved) blue, rejected red, released green. */
export function requestStatusTone(status: MaybeStatus): StatusTone {
  const known = normalizeRequestStatus(status);
  return known ? REQUEST_TONES[known] : 'gray';
}

/**
 * Request status in English, the spec's labels: pickup (and the legacy approved) is 'For Pickup', the others 'Pending'; an
 * unknown one capitalised. A screen shows `useRequestStatusLabel`'s, in the page's language.
 */
export function requestStatusLabel(status: MaybeStatus): string {
  const known = normalizeRequestStatus(status);
  return known ? REQUEST_STATUS_LABELS[known] : capitalizeStatus(status);
}

/** What the ID verification badge says; its text is the ui message `verificationStatus.<state>`. */
export type VerificationState = 'verified' | 'pending' | 'rejected' | 'unverified';

/** The profile's ID verification badge: approved is Verified; unverified, missing or unknown is Unverified. */
export function verificationBadge(status: MaybeStatus): { state: VerificationState; tone: StatusTone } {
  switch (normalize(status)) {
    case 'approved':
      return { state: 'verified', tone: 'green' };
    case 'pending':
      return { state: 'pending', tone: 'yellow' };
    case 'rejected':
      return { state: 'rejected', tone: 'red' };
    default:
      return { state: 'unverified', tone: 'gray' };
  }
}
