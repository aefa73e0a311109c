import { paths } from '../../config/paths';
import { NotFoundPage, UnauthorizedPage } from '../../features/errors';
import { eagerPage, lazyPage, type ScreenRow } from '../../lib/screens';
import { HomePage } from './home-page';

// Composed here of the contact, announcements and officials features; one page for guests and residents.
const contactUsPage = lazyPage(() => import('./contact-us-page'));

// Where most visitors arrive: its JavaScript comes with the first download, which has a budget (npm run bench:client).
export const homeScreen = {
  path: paths.home,
  audience: 'guest',
  page: eagerPage(HomePage),
  menu: { label: 'home', 'guest-top-bar': 10 },
} satisfies ScreenRow;

export const contactUsScreen = {
  path: '/contact-us',
  audience: 'guest',
  page: contactUsPage,
  menu: { label: 'contactUs', 'guest-top-bar': 20 },
} satisfies ScreenRow;

export const residentContactUsScreen = {
  path: '/resident/contact-us',
  audience: 'resident',
  page: contactUsPage,
  menu: { label: 'contactUs', resident: 60 },
} satisfies ScreenRow;

export const notFoundScreen = { path: paths.notFound, audience: 'public', page: eagerPage(NotFoundPage) } satisfies ScreenRow;

export const unauthorizedScreen = { path: paths.unauthorized, audience: 'public', page: eagerPage(UnauthorizedPage) } satisfies ScreenRow;

export const anyOtherScreen = { path: '*', audience: 'public', page: eagerPage(NotFoundPage) } satisfies ScreenRow;

/** The app's own screens: those composed here of several features, and the pages the guards send away to. */
export const appScreens = [homeScreen, contactUsScreen, residentContactUsScreen, notFoundScreen, unauthorizedScreen, anyOtherScreen];
