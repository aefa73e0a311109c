import { lazyPage, type ScreenRow } from '../../lib/screens';

export const dataAccessScreen = {
  path: '/data-access',
  audience: 'admin',
  permission: 'VIEW_AUDIT_LOG',
  page: lazyPage(() => import('./pages/data-access-ledger-page')),
  menu: { label: 'dataAccess', admin: 130 },
} satisfies ScreenRow;

/** The access ledger (docs/architecture.md#privacy-access-ledger): who viewed residents' data, searched and exported. */
export const dataAccessScreens = [dataAccessScreen];
