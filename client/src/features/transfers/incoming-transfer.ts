import type { IncomingTransfersQuery as IncomingTransfersData } from '../../gql/graphql';
import { TRANSFER_TEXTS } from './transfer-texts';

/** A move waiting for this barangay, as its staff see it. */
export type IncomingTransfer = IncomingTransfersData['incomingTransfers'][number];

/** The mover's name as the staff know them (the server always names them to the receiving barangay). */
export const moverName = ({ resident }: IncomingTransfer): string =>
  (resident ? `${resident.firstName} ${resident.lastName}` : TRANSFER_TEXTS.unknownResident);
