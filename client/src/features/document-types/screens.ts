import { lazyPage, type ScreenRow } from '../../lib/screens';

export const documentTypesScreen = {
  path: '/document-type-manager',
  audience: 'admin',
  permission: 'MANAGE_DOCUMENT_TYPES',
  page: lazyPage(() => import('./pages/document-type-manager-page')),
  menu: { label: 'documentTypes', admin: 30 },
} satisfies ScreenRow;

/** The Document Types Manager (docs/rules/documents.md#document-types-screen). */
export const documentTypesScreens = [documentTypesScreen];
