import menu from 'virtual:portal-messages/menu';
import shell from 'virtual:portal-messages/shell';
import { namespaceOf } from '../lib/i18n/catalogue';

/** The layouts' texts: top bar, side menu, footer, language switch. */
export const shellMessages = namespaceOf<'shell'>(shell);
/** Every screen's menu label (a screen row's `menu.label` is its key). */
export const menuMessages = namespaceOf<'menu'>(menu);
