import type { CorrectionRequestsQuery } from '../../gql/graphql';

/** A request as the staff's list holds it. */
export type StaffCorrection = CorrectionRequestsQuery['correctionRequests']['items'][number];
