import { CITY_ROLES, type CityRole } from '@barangay-portal/domain';
import type { CityText } from './messages';

/** The city offices as the screens name them (the shared catalogue's names). */
export const CITY_ROLE_LABELS: Readonly<Record<CityRole, string>> = Object.fromEntries(
  Object.entries(CITY_ROLES).map(([role, { name }]) => [role, name]),
) as Record<CityRole, string>;

/** Compliance as the table shows it: a whole percent, or a dash when nothing was made ready in the window. */
export const complianceText = (share: number | null | undefined): string =>
  share == null ? '—' : `${Math.round(share * 100)}%`;

/** What the compliance column counts, and when the figures were read. */
export const rollupNote = (t: CityText, windowDays: number, asOf: string): string => t('rollup.note', { days: windowDays, asOf });
