import { lazy } from 'react';

/*
 * Moving between barangays (docs/architecture.md#resident-transfers) adds a section to the Profile, Residents and resident
 * Document Request screens: the feature's entry, on demand like those screens, one chunk for the three.
 */
const transfers = () => import('../../features/transfers');
export const ResidentTransferSection = lazy(() => transfers().then((feature) => ({ default: feature.ResidentTransferSection })));
export const IncomingTransfersSection = lazy(() => transfers().then((feature) => ({ default: feature.IncomingTransfersSection })));
export const EarlierRequestsSection = lazy(() => transfers().then((feature) => ({ default: feature.EarlierRequestsSection })));
