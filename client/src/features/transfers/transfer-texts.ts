import { TRANSFER_STATUS_LABELS, type ResidentTransferStatusName } from '@barangay-portal/domain';
import type { StatusTone } from '../../ui';

// What the screens say about moving between barangays (docs/architecture.md#resident-transfers). The statuses' names,
// the field rules and the server's refusals are the shared ones of @barangay-portal/domain.
export { TRANSFER_STATUS_LABELS };

/** A move's status colour: waiting yellow, accepted green, declined red, withdrawn grey. */
export const TRANSFER_STATUS_TONES: Readonly<Record<ResidentTransferStatusName, StatusTone>> = {
  PENDING: 'yellow',
  ACCEPTED: 'green',
  DECLINED: 'red',
  CANCELED: 'gray',
};

export const TRANSFER_TEXTS = {
  // The resident's Profile
  residentTitle: 'Moving to another barangay',
  residentIntro: 'Moving within the city? Ask the barangay you move to: its staff check your request, and once they accept, '
    + 'your account is theirs. Your document requests stay with the barangay that received them.',
  latestTitle: 'Your latest request',
  destination: 'Barangay',
  destinationPlaceholder: 'Choose a barangay...',
  newAddress: 'New address',
  newAddressHint: 'Your address in the barangay you move to; it becomes your profile address once accepted.',
  requestedOn: 'Requested',
  status: 'Status',
  declineReason: 'Reason',
  askToMove: 'Ask to move',
  asking: 'Sending...',
  asked: (barangay: string) => `Your request to move to ${barangay} was sent. Its staff will accept or decline it.`,
  askFailed: 'Your request to move could not be sent.',
  checkFields: 'Your request to move could not be sent. Check the fields below.',
  signInAt: (host: string) => `From now on, sign in at ${host}.`,
  signInAtBarangay: (barangay: string) => `From now on, sign in at the portal of ${barangay}.`,
  withdraw: 'Withdraw request',
  keep: 'Keep request',
  withdrawQuestion: (barangay: string) => `Withdraw your request to move to ${barangay}? You can ask again later.`,
  withdrawn: 'Your request to move was withdrawn.',
  withdrawFailed: 'Your request to move could not be withdrawn.',

  // The receiving barangay's Residents screen
  incomingTitle: 'Residents moving here',
  incomingIntro: 'Residents of another barangay of the city who asked to move here. Accepting makes the account this '
    + "barangay's; their document requests stay with the barangay they leave.",
  incomingCaption: 'Residents moving here',
  noneWaiting: 'No residents are waiting to move here.',
  incomingLoadFailed: 'Failed to load the residents moving here.',
  unknownResident: 'A resident',
  name: 'Name',
  email: 'E-mail',
  fromBarangay: 'From barangay',
  idStatus: 'ID status',
  actions: 'Actions',
  accept: 'Accept',
  acceptTitle: 'Accept resident',
  acceptQuestion: (name: string, from: string) => `Accept ${name} from ${from}? Their account becomes this barangay's: `
    + 'they sign in here from now on, with the new address as their profile address.',
  notNow: 'Not now',
  accepted: (name: string) => `${name} is now a resident of this barangay.`,
  acceptFailed: (name: string) => `${name} could not be accepted.`,
  /** The server's own words are the resident's ("Finish or cancel your open document requests first"): the staff are told it their way. */
  acceptOpenRequests: (name: string, from: string) =>
    `${name} still has document requests ${from} has not finished: they stay with it, so the move waits until those are done.`,
  decline: 'Decline',
  declineTitle: (name: string) => `Decline ${name}`,
  declineHint: 'Told to the resident.',
  declining: 'Declining...',
  declined: (name: string) => `${name}'s request to move here was declined.`,
  declineFailed: 'The request could not be declined. Check the reason below.',

  // The resident's Document Request screen
  earlierTitle: 'Requests at your earlier barangay',
  earlierIntro: 'These stay with the barangay that received them; their certificates still verify.',
  earlierCaption: 'Requests at your earlier barangay',
  reference: 'Reference',
  document: 'Document',
  requestedAt: 'Requested At',
  barangay: 'Barangay',
  certificate: 'Certificate',
  verifyCertificate: 'Verify certificate',
} as const;
