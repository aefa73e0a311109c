import dashboard from 'virtual:portal-messages/dashboard';
import { namespaceOf } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/language-context';

/** The statistics dashboard's texts: sections, cards, chart titles, legends and descriptions (docs/rules/dashboard.md). */
export const dashboardMessages = namespaceOf<'dashboard'>(dashboard);

/** The feature's texts in the page's language: what the plain modules that word a text are given. */
export type DashboardText = Translate<'dashboard'>;
