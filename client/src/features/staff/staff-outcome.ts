import { graphqlErrorInfo } from '../../lib/graphql-errors';
import type { Notice } from '../../ui';

/** How an action on the Staff screen ended, for the page's banner: the server's own reason on a refusal. */
export type StaffOutcome = Pick<Notice, 'variant' | 'text'>;

/** Runs an action whose success speaks for itself (it opens a dialog): null, else the server's reason, or `failed` without one. */
export async function refusalOf(action: () => Promise<unknown>, failed: string): Promise<StaffOutcome | null> {
  try {
    await action();
    return null;
  } catch (caught) {
    return { variant: 'error', text: graphqlErrorInfo(caught).message ?? failed };
  }
}

/** Runs an action of the Staff screen: `done` when it succeeds, else as refusalOf. */
export async function outcomeOf(action: () => Promise<unknown>, done: string, failed: string): Promise<StaffOutcome> {
  return (await refusalOf(action, failed)) ?? { variant: 'success', text: done };
}
