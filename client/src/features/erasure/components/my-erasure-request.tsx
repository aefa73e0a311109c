import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { MyErasureRequestFieldsFragment } from '../../../gql/graphql';
import { formatDate, isoText } from '../../../lib/format-date';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { Button, ConfirmDialog, FactsList, StatusBadge, type Notice } from '../../../ui';
import { WithdrawErasureRequestMutation } from '../api/erasure.graphql';
import { ERASURE_STATUS_LABELS, ERASURE_STATUS_TONES, ERASURE_TEXTS } from '../erasure-texts';

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
  return (
    <div>
      <StyledHeading>{ERASURE_TEXTS.requestTitle}</StyledHeading>
      <FactsList>
        <dt>{ERASURE_TEXTS.status}</dt>
        <dd><StatusBadge tone={ERASURE_STATUS_TONES[request.status]}>{ERASURE_STATUS_LABELS[request.status]}</StatusBadge></dd>
        <dt>{ERASURE_TEXTS.requestedOn}</dt>
        <dd>{formatDate(isoText(request.requestedAt))}</dd>
        {request.decidedAt != null && (
          <>
            <dt>{ERASURE_TEXTS.decidedOn}</dt>
            <dd>{formatDate(isoText(request.decidedAt))}</dd>
          </>
        )}
        {request.status === 'REFUSED' && request.refusalReason && (
          <>
            <dt>{ERASURE_TEXTS.refusalReason}</dt>
            <dd>{request.refusalReason}</dd>
          </>
        )}
      </FactsList>
      {request.status === 'PENDING' && (
        <>
          <StyledNote>{ERASURE_TEXTS.pendingNote}</StyledNote>
          <WithdrawErasure onOutcome={onOutcome} />
        </>
      )}
    </div>
  );
}

function WithdrawErasure({ onOutcome }: Pick<MyErasureRequestProps, 'onOutcome'>) {
  const [confirming, setConfirming] = useState(false);
  const [withdraw] = useMutation(WithdrawErasureRequestMutation);

  const confirm = async () => {
    try {
      await withdraw();
      onOutcome('success', ERASURE_TEXTS.withdrawn);
    } catch (caught) {
      // E.g. processed meanwhile: the server says so, and the refreshed card shows how.
      onOutcome('error', graphqlErrorInfo(caught).message ?? ERASURE_TEXTS.withdrawFailed);
    }
    setConfirming(false);
  };

  return (
    <>
      <StyledNote>
        <Button variant="danger" onClick={() => setConfirming(true)}>{ERASURE_TEXTS.withdraw}</Button>
      </StyledNote>
      <ConfirmDialog
        open={confirming}
        title={ERASURE_TEXTS.withdraw}
        message={ERASURE_TEXTS.withdrawQuestion}
        confirmLabel={ERASURE_TEXTS.withdraw}
        cancelLabel={ERASURE_TEXTS.keep}
        tone="danger"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
