import { lazyPage, type ScreenRow } from '../../lib/screens';

export const residentAnnouncementsScreen = {
  path: '/resident/announcements',
  audience: 'resident',
  page: lazyPage(() => import('./pages/resident-announcements-page')),
  menu: { label: 'announcements', resident: 30 },
} satisfies ScreenRow;

export const announcementManagerScreen = {
  path: '/announcement-manager',
  audience: 'admin',
  permission: 'MANAGE_CONTENT',
  page: lazyPage(() => import('./pages/announcement-manager-page')),
  menu: { label: 'announcements', admin: 100 },
} satisfies ScreenRow;

/** Announcements: the residents' list and the staff's Announcement Management. */
export const announcementsScreens = [residentAnnouncementsScreen, announcementManagerScreen];
