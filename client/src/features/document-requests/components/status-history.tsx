import styled from 'styled-components';
import type { DocumentRequestStatus } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { TextWithLink, useRequestStatusLabel } from '../../../ui';
import { documentRequestsMessages } from '../messages';

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
  const t = useMessages(documentRequestsMessages);
  const statusLabel = useRequestStatusLabel();
  const { dateTime } = useDateFormat();
  if (changes.length === 0) return <p>{t('history.empty')}</p>;
  return (
    <StyledList aria-label={t('history.label')}>
      {changes.map((change, index) => {
        const name = change.changedByName;
        const { fromStatus } = change;
        const to = statusLabel(change.toStatus);
        return (
          // Changes are only ever appended, so the position identifies each one.
          <li key={index}>
            <TextWithLink
              text={(when) => (fromStatus === null
                ? t('history.submitted', { status: to, name, when })
                : t('history.changed', { from: statusLabel(fromStatus), to, name, when }))}
              link={<StyledWhen>{t('history.on', { date: dateTime(change.changedAt) })}</StyledWhen>}
            />
          </li>
        );
      })}
    </StyledList>
  );
}
