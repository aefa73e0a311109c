import { CITY_ROLES, type CityRole } from '@barangay-portal/domain';

/** The city offices as the screens name them (the shared catalogue's names). */
export const CITY_ROLE_LABELS: Readonly<Record<CityRole, string>> = Object.fromEntries(
  Object.entries(CITY_ROLES).map(([role, { name }]) => [role, name]),
) as Record<CityRole, string>;

export const CITY_TEXTS = {
  overviewTitle: 'City Overview',
  accountsTitle: 'City Accounts',
  rollupLoadFailed: 'Failed to load the roll-up.',
  rollupLoading: 'Loading every barangay...',
  noBarangays: 'No barangays yet',
  cityTotal: 'City total',
  downloadCsv: 'Download CSV',
  downloadFailed: 'The CSV could not be downloaded. Try again.',
  addBarangay: 'Add barangay',
  barangaySaveFailed: 'The barangay could not be created. Check the fields below.',
  barangayCreated: (name: string) => `${name} was created with its built-in roles.`,
  accountsLoadFailed: 'Failed to load the city accounts.',
  accountsLoading: 'Loading the city accounts...',
  addAccount: 'Add city account',
  accountSaveFailed: 'The city account could not be added. Check the fields below.',
  cityRoleRequired: 'Choose an office.',
  hostNamesRequired: 'Give at least one host name.',
  hostNamesTitle: (name: string) => `Host names of ${name}`,
  hostNamesSaveFailed: 'The host names could not be saved. Check the field below.',
  hostNamesSaved: (name: string) => `Host names of ${name} saved.`,
  editHostNames: 'Host names',
  hostNamesHint: 'Where its residents open the portal, e.g. "bagongsilang.caloocan.gov.ph"; several may be separated by commas.',
  psgcHint: 'Optional: the Philippine Standard Geographic Code.',
  referencePrefixHint: 'Starts its reference numbers, e.g. "BS" for BS-2026-000001.',
  punongBarangayHint: 'The first Punong Barangay gets every permission there and adds the rest of the staff.',
} as const;

/** Compliance as the table shows it: a whole percent, or a dash when nothing was made ready in the window. */
export const complianceText = (share: number | null | undefined): string =>
  share == null ? '—' : `${Math.round(share * 100)}%`;

/** What the compliance column counts, and when the figures were read. */
export const rollupNote = (windowDays: number, asOf: string): string =>
  `"Ready on time": of the requests first made ready for pickup in the last ${windowDays} days, the share made ready within `
  + `their type's processing target. Figures as of ${asOf}.`;
