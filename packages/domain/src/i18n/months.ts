import type { Locale } from './locales';

/**
 * Month names as dates are written (docs/rules/common.md#date-display): 'November 28, 2026', 'Nobyembre 28,
 * 2026'. Spelled out here rather than taken from Intl, so a date reads the same in every browser.
 */
export const MONTH_NAMES: Readonly<Record<Locale, readonly string[]>> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fil: ['Enero', 'Pebrero', 'Marso', 'Abril', 'Mayo', 'Hunyo', 'Hulyo', 'Agosto', 'Setyembre', 'Oktubre', 'Nobyembre', 'Disyembre'],
};
