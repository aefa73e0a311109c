import { TRANSFER_STATUS_LABELS, type ResidentTransferStatusName } from '@barangay-portal/domain';
import type { StatusTone } from '../../ui';

// How the screens show moves between barangays (docs/architecture.md#resident-transfers); their own words are the
// catalogue's (messages.ts). The statuses' names, the field rules and the server's refusals are the shared ones of
// @barangay-portal/domain.
export { TRANSFER_STATUS_LABELS };

/** A move's status colour: waiting yellow, accepted green, declined red, withdrawn grey. */
export const TRANSFER_STATUS_TONES: Readonly<Record<ResidentTransferStatusName, StatusTone>> = {
  PENDING: 'yellow',
  ACCEPTED: 'green',
  DECLINED: 'red',
  CANCELED: 'gray',
};
