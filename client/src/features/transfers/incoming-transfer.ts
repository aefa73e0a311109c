import type { IncomingTransfersQuery as IncomingTransfersData } from '../../gql/graphql';
import type { TransfersText } from './messages';

/** A move waiting for this barangay, as its staff see it. */
export type IncomingTransfer = IncomingTransfersData['incomingTransfers'][number];

/** The mover's name as the staff know them (the server always names them to the receiving barangay). */
export const moverName = (t: TransfersText, { resident }: IncomingTransfer): string =>
  (resident ? `${resident.firstName} ${resident.lastName}` : t('incoming.unknownResident'));
