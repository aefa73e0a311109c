import settings from 'virtual:portal-messages/settings';
import { namespaceOf } from '../../lib/i18n/catalogue';

/** The Barangay Settings screen's texts (docs/rules/accounts.md#barangay-settings-screen); the fields' rules are the server's. */
export const settingsMessages = namespaceOf<'settings'>(settings);
