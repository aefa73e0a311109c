import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { IdVerificationOutcome } from '../../../gql/graphql';
import { Banner, Button, ConfirmDialog, Loading, Modal, TextWithLink, VerificationBadge } from '../../../ui';
import { DecideIdVerificationMutation, ResidentDetailsQuery } from '../api/users.graphql';
import { ErrorCode } from '@barangay-portal/domain';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { useLocale, useMessages } from '../../../lib/i18n/language-context';
import { useStaffAccess } from '../../../lib/staff-access';
import { usersMessages } from '../messages';
import { DetailList } from './detail-list';
import { IdImageRemovalNote } from './id-image-removal-note';
import { StyledMutedText } from './muted-text';
import { contactItems, identityItems } from './profile-details';
import { RegistryLinkSection } from './registry-link-section';
import { StaffValidIdPreview } from './staff-valid-id-preview';
import { VerificationHistory } from './verification-history';

const StyledSection = styled.section`
  & + & { margin-top: ${({ theme }) => theme.spacing.lg}; }
`;

const StyledHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export interface ResidentDetailsModalProps {
  /** The resident shown, or null when the modal is closed. */
  residentId: number | null;
  onClose: () => void;
  /** After a decision was recorded; null when the resident turned out to be gone (a 404, not reported, docs/rules/common.md#not-found-ignored). */
  onDecided: (decision: IdVerificationOutcome | null) => void;
}

/** Each decision's button and its failure, by their messages' keys; the dialog's title and question are `details.confirm.<decision>.*`. */
const DECISION = {
  APPROVED: { confirmLabel: 'details.approve', failed: 'residents.approveFailed' },
  REJECTED: { confirmLabel: 'details.reject', failed: 'residents.rejectFailed' },
} as const satisfies Record<IdVerificationOutcome, unknown>;

/**
 * View Details (docs/rules/id-verification.md#resident-details): the profile, the uploaded ID, its history, and
 * approve / reject while pending. The ID, its history and the decision are VERIFY_IDS's (docs/rules/accounts.md#staff-roles):
 * without it the server sends neither, so the modal says why instead of "No valid ID uploaded.".
 */
export function ResidentDetailsModal({ residentId, ...rest }: ResidentDetailsModalProps) {
  return residentId === null ? null : <ResidentDetailsDialog residentId={residentId} {...rest} />;
}

function ResidentDetailsDialog({ residentId, onClose, onDecided }: ResidentDetailsModalProps & { residentId: number }) {
  // Always from the server: the ID link is signed for a few minutes only.
  const t = useMessages(usersMessages);
  const locale = useLocale();
  const { data, loading, error } = useQuery(ResidentDetailsQuery, { variables: { id: residentId }, fetchPolicy: 'network-only' });
  const [decide, { loading: deciding }] = useMutation(DecideIdVerificationMutation);
  const [confirming, setConfirming] = useState<IdVerificationOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const access = useStaffAccess();
  // Shown once both answers are in, so no decision button or ID appears and then goes.
  const resident = access.loading ? undefined : data?.resident;
  const verifies = access.can('VERIFY_IDS');
  const pending = verifies && resident?.idVerificationStatus === 'PENDING';

  const confirmDecision = async () => {
    if (!confirming) return;
    const decision = confirming;
    setFailure(null);
    try {
      await decide({ variables: { userId: residentId, decision } });
      setConfirming(null);
      onDecided(decision);
    } catch (error) {
      setConfirming(null);
      if (graphqlErrorInfo(error).code === ErrorCode.NOT_FOUND) onDecided(null);
      else setFailure(t(DECISION[decision].failed));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="large"
      title={resident ? t('details.titleOf', { name: resident.fullName }) : t('details.title')}
      dismissible={!deciding}
      footer={(
        <>
          {pending && (
            <>
              <Button variant="danger" disabled={deciding} onClick={() => setConfirming('REJECTED')}>{t('details.reject')}</Button>
              <Button disabled={deciding} onClick={() => setConfirming('APPROVED')}>{t('details.approve')}</Button>
            </>
          )}
          <Button variant="secondary" disabled={deciding} onClick={onClose}>{t('details.close')}</Button>
        </>
      )}
    >
      {failure && <Banner variant="error">{failure}</Banner>}
      {!resident && (loading || access.loading) && <Loading text={t('details.loading')} />}
      {!resident && error && <Banner variant="error">{t('residents.loadFailed')}</Banner>}
      {resident && (
        <>
          <StyledSection>
            <StyledHeading>{t('idVerification')}</StyledHeading>
            <p>
              <TextWithLink text={(status) => t('idVerification.status', { status })} link={<VerificationBadge status={resident.idVerificationStatus} />} />
            </p>
            {!verifies && <StyledMutedText>{t('residents.idNotInRole')}</StyledMutedText>}
            {verifies && (resident.idImageRemoval
              ? <IdImageRemovalNote removal={resident.idImageRemoval} reader="staff" />
              : <StaffValidIdPreview url={resident.validIdUrl ?? null} mediaType={resident.validIdMediaType ?? null} ownerName={resident.fullName} />)}
          </StyledSection>
          {verifies && (
            <StyledSection>
              <StyledHeading>{t('details.verificationHistory')}</StyledHeading>
              <VerificationHistory decisions={resident.idVerificationHistory ?? []} />
            </StyledSection>
          )}
          {verifies && (
            <StyledSection>
              <StyledHeading>{t('registry.heading')}</StyledHeading>
              <RegistryLinkSection
                residentId={resident.id}
                approved={resident.idVerificationStatus === 'APPROVED'}
                confirms={access.can('MANAGE_REGISTRY')}
              />
            </StyledSection>
          )}
          <StyledSection>
            <StyledHeading>{t('details.profile')}</StyledHeading>
            <DetailList items={[...identityItems(t, resident, locale), ...contactItems(t, resident)]} />
          </StyledSection>
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`details.confirm.${confirming}.title`) : undefined}
        message={confirming ? t(`details.confirm.${confirming}.message`) : ''}
        confirmLabel={confirming ? t(DECISION[confirming].confirmLabel) : ''}
        cancelLabel={t('cancel')}
        tone={confirming === 'REJECTED' ? 'danger' : 'primary'}
        busy={deciding}
        onConfirm={confirmDecision}
        onCancel={() => setConfirming(null)}
      />
    </Modal>
  );
}
