import { Loading } from '../../ui';

/** While a stored session is being renewed nobody can tell yet which screens the user may see. */
export function SessionPending() {
  return <Loading text="Checking your session..." />;
}
