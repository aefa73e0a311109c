import type { ErasureRequestsQuery } from '../../gql/graphql';

/** A request of the staff's list as the screen reads it. */
export type StaffErasureRequest = ErasureRequestsQuery['erasureRequests']['items'][number];
