import { cityPermitted } from '../../identity/audience';

/** Who may do what at the city level (docs/architecture.md#city-level): the city's offices, never a barangay's staff. */
export const cityPolicy = {
  viewRollup: cityPermitted('VIEW_ROLLUP'),
  manageBarangays: cityPermitted('MANAGE_BARANGAYS'),
  manageAccounts: cityPermitted('MANAGE_CITY_ACCOUNTS'),
} as const;
