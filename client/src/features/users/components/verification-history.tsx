import styled from 'styled-components';
import type { IdVerificationOutcome } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { usersMessages } from '../messages';
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

/** Every decision taken on the resident's ID: who and when, oldest first. */
export function VerificationHistory({ decisions }: { decisions: readonly VerificationDecision[] }) {
  const t = useMessages(usersMessages);
  const { dateTime } = useDateFormat();
  if (decisions.length === 0) return <StyledMutedText>{t('history.none')}</StyledMutedText>;
  return (
    <StyledList aria-label={t('history.label')}>
      {decisions.map((entry, index) => (
        // Decisions are only ever appended, so the position identifies each one.
        <li key={index}>
          {t(`history.${entry.decision}`, { name: entry.decidedByName, date: dateTime(entry.decidedAt) })}
        </li>
      ))}
    </StyledList>
  );
}
