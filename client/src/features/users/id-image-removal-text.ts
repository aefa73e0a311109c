import { DEFAULT_LOCALE, type Locale } from '@barangay-portal/domain';
import type { IdVerificationOutcome } from '../../gql/graphql';
import { formatDate, isoText } from '../../lib/format-date';
import type { UsersText } from './messages';

/** A valid-ID image the retention rule deleted (docs/rules/id-verification.md#id-retention), as the server sends it. */
export interface IdImageRemovalFacts {
  outcome: IdVerificationOutcome;
  removedAt: unknown;
  retentionDays: number;
}

/** Who reads the note: the resident on their profile, or staff in View Details. */
export type IdImageRemovalReader = 'resident' | 'staff';

/** What the screen says in place of the image (docs/rules/id-verification.md#id-retention). */
export function idImageRemovalText(
  t: UsersText, removal: IdImageRemovalFacts, reader: IdImageRemovalReader, locale: Locale = DEFAULT_LOCALE,
): string {
  const values = {
    date: formatDate(isoText(removal.removedAt), '', locale),
    // The rule as a clause: "rejected IDs are kept 30 days after the decision".
    rule: t(`idRemoval.rule.${removal.outcome}`, { days: removal.retentionDays }),
  };
  if (reader === 'staff') return t('idRemoval.staff', values);
  // A rejected resident's status line already asks for another ID; an approved one keeps the status.
  return t(removal.outcome === 'APPROVED' ? 'idRemoval.residentApproved' : 'idRemoval.resident', values);
}
