import styled from 'styled-components';
import type { IdVerificationOutcome } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format-date';
import { StyledMutedText } from './muted-text';

const StyledList = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
`;

export interface VerificationDecision {
  decision: IdVerificationOutcome;
  decidedAt: unknown;
  decidedByName: string;
}

const VERB: Record<IdVerificationOutcome, string> = { APPROVED: 'Approved', REJECTED: 'Rejected' };

/** Every decision taken on the resident's ID: who and when, oldest first. */
export function VerificationHistory({ decisions }: { decisions: readonly VerificationDecision[] }) {
  if (decisions.length === 0) return <StyledMutedText>No decisions yet.</StyledMutedText>;
  return (
    <StyledList aria-label="Verification history">
      {decisions.map((entry, index) => (
        // Decisions are only ever appended, so the position identifies each one.
        <li key={index}>
          {VERB[entry.decision]} by {entry.decidedByName} on {formatDateTime(entry.decidedAt)}
        </li>
      ))}
    </StyledList>
  );
}
