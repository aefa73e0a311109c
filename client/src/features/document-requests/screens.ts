import { lazyPage, type ScreenRow } from '../../lib/screens';

export const residentRequestsScreen = {
  path: '/resident/document-request',
  audience: 'resident',
  page: lazyPage(() => import('./pages/resident-document-requests-page')),
  menu: { label: 'documentRequest', resident: 40 },
} satisfies ScreenRow;

export const requestManagerScreen = {
  path: '/document-request-manager',
  audience: 'admin',
  permission: 'REVIEW_DOCUMENT_REQUESTS',
  page: lazyPage(() => import('./pages/document-request-manager-page')),
  menu: { label: 'documentRequests', admin: 40 },
} satisfies ScreenRow;

/** Document requests (docs/rules/documents.md): the resident's own and the staff's review. */
export const documentRequestsScreens = [residentRequestsScreen, requestManagerScreen];
