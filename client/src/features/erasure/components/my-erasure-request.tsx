import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { MyErasureRequestFieldsFragment } from '../../../gql/graphql';
import { isoText } from '../../../lib/format-date';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { Button, ConfirmDialog, FactsList, StatusBadge, type Notice } from '../../../ui';
import { WithdrawErasureRequestMutation } from '../api/erasure.graphql';
import { ERASURE_STATUS_LABELS, ERASURE_STATUS_TONES } from '../erasure-texts';
import { erasureMessages } from '../messages';

const StyledHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
`;

interface MyErasureRequestProps {
  request: MyErasureRequestFieldsFragment;
  onOutcome: (variant: Notice['variant'], text: string) => void;
}

/** Where the resident's latest request stands: a waiting one may be withdrawn, a refused one says why. */
export function MyErasureRequest({ request, onOutcome }: MyErasureRequestProps) {
  const t = useMessages(erasureMessages);
  const { date } = useDateFormat();
  return (
    <div>
      <StyledHeading>{t('request.title')}</StyledHeading>
      <FactsList>
        <dt>{t('request.status')}</dt>
        <dd><StatusBadge tone={ERASURE_STATUS_TONES[request.status]}>{ERASURE_STATUS_LABELS[request.status]}</StatusBadge></dd>
        <dt>{t('request.requestedOn')}</dt>
        <dd>{date(isoText(request.requestedAt))}</dd>
        {request.decidedAt != null && (
          <>
            <dt>{t('request.decidedOn')}</dt>
            <dd>{date(isoText(request.decidedAt))}</dd>
          </>
        )}
        {request.status === 'REFUSED' && request.refusalReason && (
          <>
            <dt>{t('request.refusalReason')}</dt>
            <dd>{request.refusalReason}</dd>
          </>
        )}
      </FactsList>
      {request.status === 'PENDING' && (
        <>
          <StyledNote>{t('request.pendingNote')}</StyledNote>
          <WithdrawErasure onOutcome={onOutcome} />
        </>
      )}
    </div>
  );
}

function WithdrawErasure({ onOutcome }: Pick<MyErasureRequestProps, 'onOutcome'>) {
  const t = useMessages(erasureMessages);
  const [confirming, setConfirming] = useState(false);
  const [withdraw] = useMutation(WithdrawErasureRequestMutation);

  const confirm = async () => {
    try {
      await withdraw();
      onOutcome('success', t('withdraw.done'));
    } catch (caught) {
      // E.g. processed meanwhile: the server says so, and the refreshed card shows how.
      onOutcome('error', graphqlErrorInfo(caught).message ?? t('withdraw.failed'));
    }
    setConfirming(false);
  };

  return (
    <>
      <StyledNote>
        <Button variant="danger" onClick={() => setConfirming(true)}>{t('withdraw.button')}</Button>
      </StyledNote>
      <ConfirmDialog
        open={confirming}
        title={t('withdraw.button')}
        message={t('withdraw.question')}
        confirmLabel={t('withdraw.button')}
        cancelLabel={t('withdraw.keep')}
        tone="danger"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
