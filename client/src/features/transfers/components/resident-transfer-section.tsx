import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { MyTransferQuery as MyTransferData, ResidentTransferFieldsFragment } from '../../../gql/graphql';
import { isoText } from '../../../lib/format-date';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { Button, CardIntro, CardParts, ConfirmDialog, FactsList, formFields, type Notice, NoticeBanner, sameNames, refusalOnForm, StatusBadge, useNotice, useZodForm, ZodForm } from '../../../ui';
import { CancelTransferMutation, MyTransferQuery, RequestTransferMutation } from '../api/transfers.graphql';
import { EMPTY_TRANSFER_REQUEST, toRequestTransferInput, transferRequestSchema, type TransferRequestForm } from '../transfer-forms';
import { transfersMessages } from '../messages';
import { TRANSFER_STATUS_LABELS, TRANSFER_STATUS_TONES } from '../transfer-texts';
import { TransferCard } from './transfer-card';

type Outcome = (variant: Notice['variant'], text: string) => void;

const StyledHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
`;

/** The fields side by side as the width allows, one per row on a phone. */
const StyledFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.galleryCardMinWidth}, 1fr));
  column-gap: ${({ theme }) => theme.spacing.md};
`;

/**
 * The resident's Profile section for moving to another barangay of the install (docs/architecture.md#resident-transfers):
 * their latest move and, while it waits, its withdrawal; otherwise the request to move. Nothing at all, not even
 * its heading, on a single-barangay install, where there is nowhere to move.
 */
export function ResidentTransferSection() {
  const t = useMessages(transfersMessages);
  const { data, refetch } = useQuery(MyTransferQuery, { fetchPolicy: 'cache-and-network' });
  const { notice, show, clear } = useNotice();
  const destinations = data?.transferDestinations ?? [];
  // Also while loading, or when the question failed: the Profile then stays as it is, rather than offering what may not be.
  if (destinations.length === 0) return null;
  const latest = data?.myTransfer ?? null;

  const outcome: Outcome = (variant, text) => {
    show(variant, text);
    void refetch();
  };

  return (
    <TransferCard title={t('resident.title')}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <CardIntro>{t('resident.intro')}</CardIntro>
      <CardParts>
        {latest && <LatestTransfer transfer={latest} onOutcome={outcome} />}
        {latest?.status !== 'PENDING' && (
          <TransferRequest destinations={destinations} onSubmitStart={clear} onOutcome={outcome} />
        )}
      </CardParts>
    </TransferCard>
  );
}

/** Where the latest move stands: a declined one says why, an accepted one where to sign in; a waiting one may be withdrawn. */
function LatestTransfer({ transfer, onOutcome }: { transfer: ResidentTransferFieldsFragment; onOutcome: Outcome }) {
  const t = useMessages(transfersMessages);
  const { date } = useDateFormat();
  return (
    <div>
      <StyledHeading>{t('latest.title')}</StyledHeading>
      <FactsList>
        <dt>{t('latest.status')}</dt>
        <dd><StatusBadge tone={TRANSFER_STATUS_TONES[transfer.status]}>{TRANSFER_STATUS_LABELS[transfer.status]}</StatusBadge></dd>
        <dt>{t('latest.destination')}</dt>
        <dd>{transfer.toBarangayName}</dd>
        <dt>{t('latest.newAddress')}</dt>
        <dd>{transfer.newAddress}</dd>
        <dt>{t('latest.requestedOn')}</dt>
        <dd>{date(isoText(transfer.requestedAt))}</dd>
        {transfer.status === 'DECLINED' && transfer.declineReason && (
          <>
            <dt>{t('latest.declineReason')}</dt>
            <dd>{transfer.declineReason}</dd>
          </>
        )}
      </FactsList>
      {transfer.status === 'ACCEPTED' && (
        <StyledNote>
          {transfer.toHostName ? t('latest.signInAt', { host: transfer.toHostName }) : t('latest.signInAtBarangay', { barangay: transfer.toBarangayName })}
        </StyledNote>
      )}
      {transfer.status === 'PENDING' && <WithdrawTransfer transfer={transfer} onOutcome={onOutcome} />}
    </div>
  );
}

function WithdrawTransfer({ transfer, onOutcome }: { transfer: ResidentTransferFieldsFragment; onOutcome: Outcome }) {
  const t = useMessages(transfersMessages);
  const [confirming, setConfirming] = useState(false);
  const [cancel] = useMutation(CancelTransferMutation);

  const withdraw = async () => {
    try {
      await cancel({ variables: { id: transfer.id } });
      onOutcome('success', t('withdraw.done'));
    } catch (caught) {
      // E.g. decided meanwhile: the server says so, and the refreshed section shows how.
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
        message={t('withdraw.question', { barangay: transfer.toBarangayName })}
        confirmLabel={t('withdraw.button')}
        cancelLabel={t('withdraw.keep')}
        tone="danger"
        onConfirm={withdraw}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

const Field = formFields<TransferRequestForm>();
const SERVER_FIELDS = sameNames<TransferRequestForm>('toBarangayId', 'newAddress');

interface TransferRequestProps {
  destinations: MyTransferData['transferDestinations'];
  onSubmitStart: () => void;
  onOutcome: Outcome;
}

/** Ask to move: the barangay and the address there. The server refuses while a request of the resident is unfinished. */
function TransferRequest({ destinations, onSubmitStart, onOutcome }: TransferRequestProps) {
  const t = useMessages(transfersMessages);
  const form = useZodForm(transferRequestSchema, EMPTY_TRANSFER_REQUEST);
  const [request, { loading }] = useMutation(RequestTransferMutation);
  const options = destinations.map(({ id, name }) => ({ value: String(id), label: name }));

  const ask = async (values: TransferRequestForm) => {
    try {
      const { data } = await request({ variables: { input: toRequestTransferInput(values) } });
      form.reset(EMPTY_TRANSFER_REQUEST);
      if (data) onOutcome('success', t('request.sent', { barangay: data.requestTransfer.toBarangayName }));
    } catch (caught) {
      onOutcome('error', refusalOnForm(caught, form.setError, SERVER_FIELDS, { checkFields: t('request.checkFields'), failed: t('request.sendFailed') }));
    }
  };

  return (
    <ZodForm form={form} busy={loading} onSubmitStart={onSubmitStart} onValid={ask} aria-label={t('request.send')}>
      <StyledFields>
        <Field.Select
          name="toBarangayId"
          label={t('request.destination')}
          options={options}
          placeholder={t('request.destinationPlaceholder')}
          required
        />
        <Field.Text
          name="newAddress"
          label={t('request.newAddress')}
          hint={t('request.newAddressHint')}
          autoComplete="street-address"
          required
        />
      </StyledFields>
      <Button type="submit" disabled={loading} aria-busy={loading || undefined}>
        {loading ? t('request.sending') : t('request.send')}
      </Button>
    </ZodForm>
  );
}
