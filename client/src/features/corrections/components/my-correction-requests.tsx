import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { CorrectionRequestFieldsFragment } from '../../../gql/graphql';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { Button, ConfirmDialog, Table, type Notice, type TableColumn } from '../../../ui';
import { WithdrawCorrectionRequestMutation } from '../api/corrections.graphql';
import { CORRECTION_TEXTS, detailLabel } from '../correction-texts';
import { correctionColumns, decisionReasonColumn } from './correction-columns';

type Outcome = (variant: Notice['variant'], text: string) => void;

/** The resident's requests, newest first: how each stands, why one was not approved, and Withdraw while one waits. */
export function MyCorrectionRequests({ requests, loading, onOutcome }: {
  requests: readonly CorrectionRequestFieldsFragment[];
  loading: boolean;
  onOutcome: Outcome;
}) {
  const [withdrawing, setWithdrawing] = useState<CorrectionRequestFieldsFragment | null>(null);
  const [withdraw] = useMutation(WithdrawCorrectionRequestMutation);

  const confirm = async () => {
    if (!withdrawing) return;
    try {
      await withdraw({ variables: { id: withdrawing.id } });
      onOutcome('success', CORRECTION_TEXTS.withdrawn);
    } catch (caught) {
      // E.g. decided meanwhile: the server says so, and the refreshed list shows how.
      onOutcome('error', graphqlErrorInfo(caught).message ?? CORRECTION_TEXTS.withdrawFailed);
    }
    setWithdrawing(null);
  };

  const columns: TableColumn<CorrectionRequestFieldsFragment>[] = [
    ...correctionColumns<CorrectionRequestFieldsFragment>(),
    decisionReasonColumn<CorrectionRequestFieldsFragment>(),
    {
      key: 'actions', header: CORRECTION_TEXTS.actions, width: 'actions',
      render: (row) => row.status === 'PENDING' && (
        <Button
          variant="danger"
          aria-label={`${CORRECTION_TEXTS.withdraw} the correction of ${detailLabel(row.field)}`}
          onClick={() => setWithdrawing(row)}
        >
          {CORRECTION_TEXTS.withdraw}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Table
        caption={CORRECTION_TEXTS.myRequests}
        columns={columns}
        rows={requests}
        getRowKey={(row) => row.id}
        emptyMessage={CORRECTION_TEXTS.noRequests}
        loading={loading}
      />
      <ConfirmDialog
        open={withdrawing !== null}
        title={CORRECTION_TEXTS.withdrawTitle}
        message={withdrawing ? CORRECTION_TEXTS.withdrawQuestion(detailLabel(withdrawing.field)) : ''}
        confirmLabel={CORRECTION_TEXTS.withdraw}
        cancelLabel={CORRECTION_TEXTS.keep}
        tone="danger"
        onConfirm={confirm}
        onCancel={() => setWithdrawing(null)}
      />
    </>
  );
}
