import type { ValueOf } from './vocabulary';

/**
 * An event's audience and status (docs/rules/content.md#event-fields), spelled as they are stored and sent: GraphQL and REST carry
 * these texts as they are ('Senior Citizens' could not be a GraphQL enum name), and inputs accept them in any
 * letter case, which the server stores in this spelling.
 */
export const EventAudience = {
  ADULTS: 'Adults',
  TEENS: 'Teens',
  SENIOR_CITIZENS: 'Senior Citizens',
} as const;
export type EventAudience = ValueOf<typeof EventAudience>;
export const EVENT_AUDIENCES: readonly EventAudience[] = Object.values(EventAudience);

export const EventStatus = {
  UPCOMING: 'Upcoming',
  ONGOING: 'Ongoing',
  CANCELLED: 'Cancelled',
  ENDED: 'Ended',
} as const;
export type EventStatus = ValueOf<typeof EventStatus>;
export const EVENT_STATUSES: readonly EventStatus[] = Object.values(EventStatus);

/** The dashboard counts an event as finished only when its status is exactly this (docs/rules/dashboard.md#count-finished-events). */
export const FINISHED_EVENT_STATUS: EventStatus = EventStatus.ENDED;
