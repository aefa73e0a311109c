import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { MyTransferQuery as MyTransferData, ResidentTransferFieldsFragment } from '../../../gql/graphql';
import { formatDate, isoText } from '../../../lib/format-date';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { Button, CardIntro, CardParts, ConfirmDialog, FactsList, formFields, type Notice, NoticeBanner, sameNames, refusalOnForm, StatusBadge, useNotice, useZodForm, ZodForm } from '../../../ui';
import { CancelTransferMutation, MyTransferQuery, RequestTransferMutation } from '../api/transfers.graphql';
import { EMPTY_TRANSFER_REQUEST, toRequestTransferInput, transferRequestSchema, type TransferRequestForm } from '../transfer-forms';
import { TRANSFER_STATUS_LABELS, TRANSFER_STATUS_TONES, TRANSFER_TEXTS } from '../transfer-texts';
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
    <TransferCard title={TRANSFER_TEXTS.residentTitle}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <CardIntro>{TRANSFER_TEXTS.residentIntro}</CardIntro>
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
  return (
    <div>
      <StyledHeading>{TRANSFER_TEXTS.latestTitle}</StyledHeading>
      <FactsList>
        <dt>{TRANSFER_TEXTS.status}</dt>
        <dd><StatusBadge tone={TRANSFER_STATUS_TONES[transfer.status]}>{TRANSFER_STATUS_LABELS[transfer.status]}</StatusBadge></dd>
        <dt>{TRANSFER_TEXTS.destination}</dt>
        <dd>{transfer.toBarangayName}</dd>
        <dt>{TRANSFER_TEXTS.newAddress}</dt>
        <dd>{transfer.newAddress}</dd>
        <dt>{TRANSFER_TEXTS.requestedOn}</dt>
        <dd>{formatDate(isoText(transfer.requestedAt))}</dd>
        {transfer.status === 'DECLINED' && transfer.declineReason && (
          <>
            <dt>{TRANSFER_TEXTS.declineReason}</dt>
            <dd>{transfer.declineReason}</dd>
          </>
        )}
      </FactsList>
      {transfer.status === 'ACCEPTED' && (
        <StyledNote>
          {transfer.toHostName ? TRANSFER_TEXTS.signInAt(transfer.toHostName) : TRANSFER_TEXTS.signInAtBarangay(transfer.toBarangayName)}
        </StyledNote>
      )}
      {transfer.status === 'PENDING' && <WithdrawTransfer transfer={transfer} onOutcome={onOutcome} />}
    </div>
  );
}

function WithdrawTransfer({ transfer, onOutcome }: { transfer: ResidentTransferFieldsFragment; onOutcome: Outcome }) {
  const [confirming, setConfirming] = useState(false);
  const [cancel] = useMutation(CancelTransferMutation);

  const withdraw = async () => {
    try {
      await cancel({ variables: { id: transfer.id } });
      onOutcome('success', TRANSFER_TEXTS.withdrawn);
    } catch (caught) {
      // E.g. decided meanwhile: the server says so, and the refreshed section shows how.
      onOutcome('error', graphqlErrorInfo(caught).message ?? TRANSFER_TEXTS.withdrawFailed);
    }
    setConfirming(false);
  };

  return (
    <>
      <StyledNote>
        <Button variant="danger" onClick={() => setConfirming(true)}>{TRANSFER_TEXTS.withdraw}</Button>
      </StyledNote>
      <ConfirmDialog
        open={confirming}
        title={TRANSFER_TEXTS.withdraw}
        message={TRANSFER_TEXTS.withdrawQuestion(transfer.toBarangayName)}
        confirmLabel={TRANSFER_TEXTS.withdraw}
        cancelLabel={TRANSFER_TEXTS.keep}
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
  const form = useZodForm(transferRequestSchema, EMPTY_TRANSFER_REQUEST);
  const [request, { loading }] = useMutation(RequestTransferMutation);
  const options = destinations.map(({ id, name }) => ({ value: String(id), label: name }));

  const ask = async (values: TransferRequestForm) => {
    try {
      const { data } = await request({ variables: { input: toRequestTransferInput(values) } });
      form.reset(EMPTY_TRANSFER_REQUEST);
      if (data) onOutcome('success', TRANSFER_TEXTS.asked(data.requestTransfer.toBarangayName));
    } catch (caught) {
      onOutcome('error', refusalOnForm(caught, form.setError, SERVER_FIELDS, { checkFields: TRANSFER_TEXTS.checkFields, failed: TRANSFER_TEXTS.askFailed }));
    }
  };

  return (
    <ZodForm form={form} busy={loading} onSubmitStart={onSubmitStart} onValid={ask} aria-label={TRANSFER_TEXTS.askToMove}>
      <StyledFields>
        <Field.Select
          name="toBarangayId"
          label={TRANSFER_TEXTS.destination}
          options={options}
          placeholder={TRANSFER_TEXTS.destinationPlaceholder}
          required
        />
        <Field.Text
          name="newAddress"
          label={TRANSFER_TEXTS.newAddress}
          hint={TRANSFER_TEXTS.newAddressHint}
          autoComplete="street-address"
          required
        />
      </StyledFields>
      <Button type="submit" disabled={loading} aria-busy={loading || undefined}>
        {loading ? TRANSFER_TEXTS.asking : TRANSFER_TEXTS.askToMove}
      </Button>
    </ZodForm>
  );
}
