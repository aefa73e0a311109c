import staff from 'virtual:portal-messages/staff';
import { namespaceOf } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/language-context';

/** The Staff screen's texts and the Account screen's notes for staff (docs/rules/accounts.md#staff-roles). */
export const staffMessages = namespaceOf<'staff'>(staff);

/** The feature's texts in the page's language: what the plain modules that word a text are given. */
export type StaffText = Translate<'staff'>;
