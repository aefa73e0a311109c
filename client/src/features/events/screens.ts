import { lazyPage, type ScreenRow } from '../../lib/screens';

export const residentEventsScreen = {
  path: '/resident/events',
  audience: 'resident',
  page: lazyPage(() => import('./pages/resident-events-page')),
  menu: { label: 'events', resident: 20 },
} satisfies ScreenRow;

export const eventManagerScreen = {
  path: '/event-manager',
  audience: 'admin',
  permission: 'MANAGE_CONTENT',
  page: lazyPage(() => import('./pages/event-manager-page')),
  menu: { label: 'events', admin: 90 },
} satisfies ScreenRow;

/** Events: the residents' gallery and the staff's Event Management. */
export const eventsScreens = [residentEventsScreen, eventManagerScreen];
