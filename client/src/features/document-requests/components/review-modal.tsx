import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { DocumentRequestStatus } from '../../../gql/graphql';
import {
  BANNER_DISMISS_MS, Banner, Button, ConfirmDialog, Loading, Modal, SelectField, ZodForm, formFields, useRequestStatusLabel, useZodForm,
} from '../../../ui';
import {
  ChangeDocumentRequestStatusMutation, DocumentRequestDetailsQuery, RevokeCertificateMutation,
} from '../api/document-requests.graphql';
import { ErrorCode } from '@barangay-portal/domain';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { useStaffAccess } from '../../../lib/staff-access';
import { documentRequestsMessages } from '../messages';
import {
  NO_REASON, REVOCATION_REASON, revocationFormSchema, type RevocationForm,
} from '../revocation-form';
import {
  changeStatusQuestion, finalStatusNote, isFinalStatus, statusOptions,
} from '../request-status';
import { CertificateSection } from './certificate-section';
import { RequestSummary } from './request-summary';
import { ClaimStubButton } from './claim-stub-button';

const StyledSelector = styled.div`
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

const ReasonField = formFields<RevocationForm>();

export interface ReviewModalProps {
  /** The reviewed request, or null when the modal is closed. */
  requestId: number | null;
  onClose: () => void;
  /** After the status changed (or, with null, after the request turned out to be gone). */
  onChanged: (status: DocumentRequestStatus | null) => void;
}

/** The administrator's Review modal (docs/rules/documents.md#review-modal): the request, and a selector of the legal next statuses only. */
export function ReviewModal({ requestId, ...rest }: ReviewModalProps) {
  return requestId === null ? null : <ReviewDialog requestId={requestId} {...rest} />;
}

function ReviewDialog({ requestId, onClose, onChanged }: ReviewModalProps & { requestId: number }) {
  const t = useMessages(documentRequestsMessages);
  const statusLabel = useRequestStatusLabel();
  const { data, loading, error, refetch } = useQuery(DocumentRequestDetailsQuery, {
    variables: { id: requestId },
    fetchPolicy: 'network-only',
  });
  const [changeStatus, { loading: changing }] = useMutation(ChangeDocumentRequestStatusMutation);
  const [selected, setSelected] = useState<DocumentRequestStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [revokeMutation, { loading: revoking }] = useMutation(RevokeCertificateMutation);
  const [revokeOpen, setRevokeOpen] = useState(false);
  const reasonSchema = useMemo(() => revocationFormSchema(t), [t]);
  const reasonForm = useZodForm(reasonSchema, NO_REASON);
  const access = useStaffAccess();
  // Shown once both answers are in, so the Revoke button never appears and then goes.
  const request = access.loading ? undefined : data?.documentRequest;

  const final = request ? isFinalStatus(request.status) : false;
  // The server says which moves this administrator may make now; the selector offers exactly those.
  const options = request ? statusOptions(statusLabel, request.allowedNextStatuses) : [];
  const selectorDisabled = !request || final || options.length === 0 || changing;

  const confirmChange = async () => {
    if (selected === '') return;
    setFailure(null);
    try {
      await changeStatus({ variables: { id: requestId, status: selected } });
      setConfirming(false);
      onChanged(selected);
    } catch (caught) {
      setConfirming(false);
      if (graphqlErrorInfo(caught).code === ErrorCode.NOT_FOUND) {
        onChanged(null);
        return;
      }
      setSelected('');
      setFailure(t('updateFailed'));
    }
  };

  const openRevoke = () => {
    reasonForm.reset(NO_REASON);
    setRevokeOpen(true);
  };

  const revoke = async ({ reason }: RevocationForm) => {
    const text = reason.trim();
    setFailure(null);
    setSuccess(null);
    try {
      await revokeMutation({ variables: { input: { requestId, reason: text } } });
      setRevokeOpen(false);
      setSuccess(t('certificate.revoked'));
    } catch (caught) {
      const info = graphqlErrorInfo(caught);
      if (info.fields.reason?.[0]) {
        reasonForm.setError('reason', { type: 'server', message: info.fields.reason[0] });
        return;
      }
      setRevokeOpen(false);
      setFailure(info.message ?? t('certificate.revokeFailed'));
    }
    // The certificate's state and the (now withdrawn) download link.
    await refetch().catch(() => undefined);
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="large"
      title={t('review.title')}
      dismissible={!changing && !revoking}
      footer={(
        <>
          <Button variant="secondary" onClick={onClose} disabled={changing}>{t('form.close')}</Button>
          <Button onClick={() => setConfirming(true)} disabled={selectorDisabled || selected === ''}>{t('review.updateStatus')}</Button>
        </>
      )}
    >
      {failure && <Banner variant="error">{failure}</Banner>}
      {success && (
        <Banner variant="success" autoDismissMs={BANNER_DISMISS_MS.default} onDismiss={() => setSuccess(null)}>{success}</Banner>
      )}
      {!request && (loading || access.loading) && <Loading text={t('details.loading')} />}
      {!request && error && <Banner variant="error">{t('fetchFailed')}</Banner>}
      {request && (
        <>
          <RequestSummary request={request} />
          {request.takenAtCounter && <ClaimStubButton requestId={request.id} referenceNumber={request.referenceNumber} />}
          <CertificateSection
            request={request}
            admin
            // Revoking is REVOKE_CERTIFICATES's, not every reviewer's (docs/rules/accounts.md#staff-roles).
            onRevoke={access.can('REVOKE_CERTIFICATES') ? openRevoke : undefined}
            onDownloadFailure={(message) => setFailure(message)}
          />
          <StyledSelector>
            <SelectField
              label={t('review.changeStatus')}
              placeholder={final ? statusLabel(request.status) : t('review.chooseStatus')}
              options={options}
              value={selected}
              disabled={selectorDisabled}
              hint={finalStatusNote(t, request.status)}
              onChange={(value) => setSelected(value as DocumentRequestStatus | '')}
            />
          </StyledSelector>
        </>
      )}
      <ConfirmDialog
        open={confirming && selected !== ''}
        title={t('review.changeStatus')}
        message={selected === '' ? '' : changeStatusQuestion(t, statusLabel, selected)}
        confirmLabel={t('review.changeStatus')}
        cancelLabel={t('form.cancel')}
        busy={changing}
        onConfirm={confirmChange}
        onCancel={() => setConfirming(false)}
      />
      <ConfirmDialog
        open={revokeOpen}
        title={t('revoke.title')}
        message={(
          <>
            <p>{t('revoke.warning', { request: request?.referenceNumber ?? t('revoke.thisRequest') })}</p>
            <ZodForm form={reasonForm} onValid={revoke} aria-label={t('revoke.title')}>
              <ReasonField.TextArea
                name="reason"
                label={t('revoke.reason.label')}
                required
                rows={3}
                maxLength={REVOCATION_REASON.max}
                // The message stays until there is a reason.
                clearsError={(value) => value.trim() !== ''}
              />
            </ZodForm>
          </>
        )}
        confirmLabel={t('certificate.revoke')}
        cancelLabel={t('certificate.keep')}
        tone="danger"
        busy={revoking}
        onConfirm={() => reasonForm.handleSubmit(revoke)()}
        onCancel={() => setRevokeOpen(false)}
      />
    </Modal>
  );
}
