import { useMessages } from '../../lib/i18n/language-context';
import { Loading } from '../../ui';
import { guardsMessages } from './messages';

/** While a stored session is being renewed nobody can tell yet which screens the user may see. */
export function SessionPending() {
  const t = useMessages(guardsMessages);
  return <Loading text={t('sessionPending')} />;
}
