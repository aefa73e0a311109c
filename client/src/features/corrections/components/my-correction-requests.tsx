import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { CorrectionRequestFieldsFragment } from '../../../gql/graphql';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { useLocale, useMessages } from '../../../lib/i18n/language-context';
import { Button, ConfirmDialog, Table, type Notice, type TableColumn } from '../../../ui';
import { WithdrawCorrectionRequestMutation } from '../api/corrections.graphql';
import { detailLabel } from '../correction-texts';
import { correctionsMessages } from '../messages';
import { correctionColumns, decisionReasonColumn } from './correction-columns';

type Outcome = (variant: Notice['variant'], text: string) => void;

/** The resident's requests, newest first: how each stands, why one was not approved, and Withdraw while one waits. */
export function MyCorrectionRequests({ requests, loading, onOutcome }: {
  requests: readonly CorrectionRequestFieldsFragment[];
  loading: boolean;
  onOutcome: Outcome;
}) {
  const t = useMessages(correctionsMessages);
  const locale = useLocale();
  const [withdrawing, setWithdrawing] = useState<CorrectionRequestFieldsFragment | null>(null);
  const [withdraw] = useMutation(WithdrawCorrectionRequestMutation);

  const confirm = async () => {
    if (!withdrawing) return;
    try {
      await withdraw({ variables: { id: withdrawing.id } });
      onOutcome('success', t('withdraw.done'));
    } catch (caught) {
      // E.g. decided meanwhile: the server says so, and the refreshed list shows how.
      onOutcome('error', graphqlErrorInfo(caught).message ?? t('withdraw.failed'));
    }
    setWithdrawing(null);
  };

  const columns: TableColumn<CorrectionRequestFieldsFragment>[] = [
    ...correctionColumns<CorrectionRequestFieldsFragment>(t, locale),
    decisionReasonColumn<CorrectionRequestFieldsFragment>(t),
    {
      key: 'actions', header: t('columns.actions'), width: 'actions',
      render: (row) => row.status === 'PENDING' && (
        <Button
          variant="danger"
          aria-label={t('withdraw.buttonName', { detail: detailLabel(row.field) })}
          onClick={() => setWithdrawing(row)}
        >
          {t('withdraw.button')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Table
        caption={t('mine.caption')}
        columns={columns}
        rows={requests}
        getRowKey={(row) => row.id}
        emptyMessage={t('mine.empty')}
        loading={loading}
      />
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('withdraw.title')}
        message={withdrawing ? t('withdraw.question', { detail: detailLabel(withdrawing.field) }) : ''}
        confirmLabel={t('withdraw.button')}
        cancelLabel={t('withdraw.keep')}
        tone="danger"
        onConfirm={confirm}
        onCancel={() => setWithdrawing(null)}
      />
    </>
  );
}
