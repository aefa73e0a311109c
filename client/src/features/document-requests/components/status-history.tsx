import styled from 'styled-components';
import type { DocumentRequestStatus } from '../../../gql/graphql';
import { requestStatusLabel } from '../../../ui';
import { formatDateTime } from '../../../lib/format-date';

const StyledList = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};

  li + li { margin-top: ${({ theme }) => theme.spacing.xs}; }
`;

const StyledWhen = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface StatusChange {
  fromStatus: DocumentRequestStatus | null;
  toStatus: DocumentRequestStatus;
  changedAt: unknown;
  changedByName: string;
}

/** Every status change of a request, oldest first: from, to, who and when. */
export function StatusHistory({ changes }: { changes: readonly StatusChange[] }) {
  if (changes.length === 0) return <p>No status changes yet.</p>;
  return (
    <StyledList aria-label="Status history">
      {changes.map((change, index) => (
        // Changes are only ever appended, so the position identifies each one.
        <li key={index}>
          {change.fromStatus === null
            ? `Submitted as ${requestStatusLabel(change.toStatus)}`
            : `${requestStatusLabel(change.fromStatus)} to ${requestStatusLabel(change.toStatus)}`}
          {' '}by {change.changedByName} <StyledWhen>on {formatDateTime(change.changedAt)}</StyledWhen>
        </li>
      ))}
    </StyledList>
  );
}
