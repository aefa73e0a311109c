import { ERASURE_STATUS_LABELS, type ErasureRequestStatusName } from '@barangay-portal/domain';
import type { StatusTone } from '../../ui';

// How the screens show erasure requests (docs/architecture.md#privacy-erasure); their own words are the catalogue's
// (messages.ts). The statuses' names, the field rules and the server's refusals are the shared ones of
// @barangay-portal/domain.
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
