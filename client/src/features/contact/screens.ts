import { lazyPage, type ScreenRow } from '../../lib/screens';

export const contactDetailsScreen = {
  path: '/contact-details',
  audience: 'admin',
  permission: 'MANAGE_CONTENT',
  page: lazyPage(() => import('./pages/contact-details-page')),
  menu: { label: 'contactDetails', admin: 110 },
} satisfies ScreenRow;

/** The Contact Details form (docs/rules/content.md#contact-details-screen); the Contact Us page is composed in app/pages. */
export const contactScreens = [contactDetailsScreen];
