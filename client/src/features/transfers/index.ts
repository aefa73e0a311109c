// What app/ may use of this feature; the rest is its own (rules in .dependency-cruiser.cjs).
// app/ loads it lazily, as the screens it adds these sections to: anything added here lands in that chunk.
export { EarlierRequestsSection } from './components/earlier-requests-section';
export { IncomingTransfersSection } from './components/incoming-transfers-section';
export { ResidentTransferSection } from './components/resident-transfer-section';
