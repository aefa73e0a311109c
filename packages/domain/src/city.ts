// The city level of a many-barangay install (docs/architecture.md#city-level): the offices that oversee every
// barangay of the install, and what each may do there. Like a barangay's permissions, a fixed catalogue.

export const CityPermission = {
  /** The roll-up of every barangay's figures, and its CSV export. */
  VIEW_ROLLUP: 'VIEW_ROLLUP',
  /** New barangays with their first Punong Barangay, and each barangay's host names. */
  MANAGE_BARANGAYS: 'MANAGE_BARANGAYS',
  /** The city's own accounts. */
  MANAGE_CITY_ACCOUNTS: 'MANAGE_CITY_ACCOUNTS',
} as const;
export type CityPermission = (typeof CityPermission)[keyof typeof CityPermission];

export const CityRole = {
  CITY_ADMINISTRATOR: 'CITY_ADMINISTRATOR',
  ABC_PRESIDENT: 'ABC_PRESIDENT',
  DILG_OFFICER: 'DILG_OFFICER',
} as const;
export type CityRole = (typeof CityRole)[keyof typeof CityRole];

const C = CityPermission;

/**
 * The City Administrator runs the install city-wide; the president of the Association of Barangay Captains and
 * the DILG's field officer oversee it: they read the roll-ups and change nothing.
 */
export const CITY_ROLES: Readonly<Record<CityRole, { name: string; permissions: readonly CityPermission[] }>> = Object.freeze({
  CITY_ADMINISTRATOR: { name: 'City Administrator', permissions: [C.VIEW_ROLLUP, C.MANAGE_BARANGAYS, C.MANAGE_CITY_ACCOUNTS] },
  ABC_PRESIDENT: { name: 'ABC President', permissions: [C.VIEW_ROLLUP] },
  DILG_OFFICER: { name: 'DILG Officer', permissions: [C.VIEW_ROLLUP] },
});

/** Whether an account of the city role `role` (none: not a city account) may do `permission`. */
export function cityRoleAllows(role: CityRole | null | undefined, permission: CityPermission): boolean {
  return role != null && CITY_ROLES[role].permissions.includes(permission);
}

/** A host name as a barangay is reached at: letters, digits and hyphens in dot-separated labels, lower case. */
export const HOST_NAME_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const HOST_NAME_MESSAGE = 'Enter a host name such as "sanisidro.example.gov.ph", without "https://" or a path.';

/** A Philippine Standard Geographic Code of a barangay: 9 or 10 digits. */
export const PSGC_CODE_PATTERN = /^[0-9]{9,10}$/;
export const PSGC_CODE_MESSAGE = 'Enter the PSGC code: 9 or 10 digits.';
