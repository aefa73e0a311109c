import { lazyPage, type ScreenRow } from '../../lib/screens';

export const residentProjectsScreen = {
  path: '/resident/barangay-projects',
  audience: 'resident',
  page: lazyPage(() => import('./pages/resident-projects-page')),
  menu: { label: 'projects', resident: 10 },
} satisfies ScreenRow;

export const projectManagerScreen = {
  path: '/project-list',
  audience: 'admin',
  permission: 'MANAGE_CONTENT',
  page: lazyPage(() => import('./pages/project-manager-page')),
  menu: { label: 'projectManager', admin: 20 },
} satisfies ScreenRow;

/** Projects: the residents' gallery and the staff's Project Manager. */
export const projectsScreens = [residentProjectsScreen, projectManagerScreen];
