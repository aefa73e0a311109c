import { lazyPage, type ScreenRow } from '../../lib/screens';
import { registryPaths } from './paths';

export const registryScreen = {
  path: registryPaths.registry,
  audience: 'admin',
  permission: 'MANAGE_REGISTRY',
  page: lazyPage(() => import('./pages/registry-page')),
  menu: { label: 'registry', admin: 60 },
} satisfies ScreenRow;

export const inhabitantScreen = {
  path: registryPaths.inhabitant,
  audience: 'admin',
  menuScreen: registryPaths.registry,
  page: lazyPage(() => import('./pages/inhabitant-page')),
} satisfies ScreenRow;

export const householdsScreen = {
  path: registryPaths.households,
  audience: 'admin',
  menuScreen: registryPaths.registry,
  page: lazyPage(() => import('./pages/households-page')),
} satisfies ScreenRow;

export const householdScreen = {
  path: registryPaths.household,
  audience: 'admin',
  menuScreen: registryPaths.registry,
  page: lazyPage(() => import('./pages/household-page')),
} satisfies ScreenRow;

export const registryImportScreen = {
  path: registryPaths.registryImport,
  audience: 'admin',
  menuScreen: registryPaths.registry,
  page: lazyPage(() => import('./pages/registry-import-page')),
} satisfies ScreenRow;

export const registryReportsScreen = {
  path: registryPaths.registryReports,
  audience: 'admin',
  permission: 'MANAGE_REGISTRY',
  page: lazyPage(() => import('./pages/registry-reports-page')),
  menu: { label: 'registryReports', admin: 70 },
} satisfies ScreenRow;

/**
 * The Registry of Barangay Inhabitants (docs/architecture.md#registry-of-inhabitants), for staff with MANAGE_REGISTRY:
 * the list and Registry Reports in the menu, the record, households and import pages reached from the list.
 */
export const registryScreens = [
  registryScreen, inhabitantScreen, householdsScreen, householdScreen, registryImportScreen, registryReportsScreen,
];
