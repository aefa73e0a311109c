import { useMessages } from '../lib/i18n/language-context';
import { uiMessages } from './messages';
import { StatusBadge } from './status-badge';
import { verificationBadge } from './status-tones';

/**
 * Verified, Pending, Rejected or Unverified (docs/rules/id-verification.md#verification-states). Shared: the residents list shows it,
 * and so does the list of residents moving in.
 */
export function VerificationBadge({ status }: { status: string | null | undefined }) {
  const t = useMessages(uiMessages);
  const { state, tone } = verificationBadge(status);
  return <StatusBadge tone={tone}>{t(`verificationStatus.${state}`)}</StatusBadge>;
}
