import type { Notice } from '../../ui';

/** How an action on the Staff screen ended, for the page's banner: the server's own reason on a refusal. */
export type StaffOutcome = Pick<Notice, 'variant' | 'text'>;
