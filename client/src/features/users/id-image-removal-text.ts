import type { IdVerificationOutcome } from '../../gql/graphql';
import { formatDate, isoText } from '../../lib/format-date';

/** A valid-ID image the retention rule deleted (docs/rules/id-verification.md#id-retention), as the server sends it. */
export interface IdImageRemovalFacts {
  outcome: IdVerificationOutcome;
  removedAt: unknown;
  retentionDays: number;
}

/** Who reads the note: the resident on their profile, or staff in View Details. */
export type IdImageRemovalReader = 'resident' | 'staff';

const OUTCOME_WORD: Record<IdVerificationOutcome, string> = { APPROVED: 'approved', REJECTED: 'rejected' };

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/** The rule as a clause: "rejected IDs are kept 30 days after the decision". */
function ruleText({ outcome, retentionDays }: IdImageRemovalFacts): string {
  return `${OUTCOME_WORD[outcome]} IDs are kept ${days(retentionDays)} after the decision`;
}

/** What the screen says in place of the image (docs/rules/id-verification.md#id-retention). */
export function idImageRemovalText(removal: IdImageRemovalFacts, reader: IdImageRemovalReader): string {
  const on = formatDate(isoText(removal.removedAt));
  if (reader === 'staff') {
    return `The ID image was deleted on ${on} under the retention rule (${ruleText(removal)}). The decision is still on record.`;
  }
  const text = `Your ID image was deleted on ${on} under the barangay's retention rule (${ruleText(removal)}).`;
  // A rejected resident's status line already asks for another ID; an approved one keeps the status.
  return removal.outcome === 'APPROVED' ? `${text} You remain verified.` : text;
}
