import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { IdVerificationOutcome } from '../../../gql/graphql';
import { Banner, Button, ConfirmDialog, Loading, Modal, VerificationBadge } from '../../../ui';
import { DecideIdVerificationMutation, ResidentDetailsQuery } from '../api/users.graphql';
import { ErrorCode } from '@barangay-portal/domain';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { useStaffAccess } from '../../../lib/staff-access';
import { REGISTRY_LINK_TEXTS, RESIDENTS_MESSAGES } from '../messages';
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

const CONFIRM: Record<IdVerificationOutcome, { title: string; message: string; confirmLabel: string; failed: string }> = {
  APPROVED: {
    title: 'Approve Verification',
    message: "Are you sure you want to approve this resident's valid ID?",
    confirmLabel: 'Approve',
    failed: RESIDENTS_MESSAGES.approveFailed,
  },
  REJECTED: {
    title: 'Reject Verification',
    message: "Are you sure you want to reject this resident's valid ID?",
    confirmLabel: 'Reject',
    failed: RESIDENTS_MESSAGES.rejectFailed,
  },
};

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
      else setFailure(CONFIRM[decision].failed);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="large"
      title={resident ? `Resident Details: ${resident.fullName}` : 'Resident Details'}
      dismissible={!deciding}
      footer={(
        <>
          {pending && (
            <>
              <Button variant="danger" disabled={deciding} onClick={() => setConfirming('REJECTED')}>Reject</Button>
              <Button disabled={deciding} onClick={() => setConfirming('APPROVED')}>Approve</Button>
            </>
          )}
          <Button variant="secondary" disabled={deciding} onClick={onClose}>Close</Button>
        </>
      )}
    >
      {failure && <Banner variant="error">{failure}</Banner>}
      {!resident && (loading || access.loading) && <Loading text="Loading resident..." />}
      {!resident && error && <Banner variant="error">{RESIDENTS_MESSAGES.loadFailed}</Banner>}
      {resident && (
        <>
          <StyledSection>
            <StyledHeading>ID Verification</StyledHeading>
            <p>Status: <VerificationBadge status={resident.idVerificationStatus} /></p>
            {!verifies && <StyledMutedText>{RESIDENTS_MESSAGES.idNotInRole}</StyledMutedText>}
            {verifies && (resident.idImageRemoval
              ? <IdImageRemovalNote removal={resident.idImageRemoval} reader="staff" />
              : <StaffValidIdPreview url={resident.validIdUrl ?? null} mediaType={resident.validIdMediaType ?? null} ownerName={resident.fullName} />)}
          </StyledSection>
          {verifies && (
            <StyledSection>
              <StyledHeading>Verification History</StyledHeading>
              <VerificationHistory decisions={resident.idVerificationHistory ?? []} />
            </StyledSection>
          )}
          {verifies && (
            <StyledSection>
              <StyledHeading>{REGISTRY_LINK_TEXTS.heading}</StyledHeading>
              <RegistryLinkSection
                residentId={resident.id}
                approved={resident.idVerificationStatus === 'APPROVED'}
                confirms={access.can('MANAGE_REGISTRY')}
              />
            </StyledSection>
          )}
          <StyledSection>
            <StyledHeading>Profile</StyledHeading>
            <DetailList items={[...identityItems(resident), ...contactItems(resident)]} />
          </StyledSection>
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? CONFIRM[confirming].title : undefined}
        message={confirming ? CONFIRM[confirming].message : ''}
        confirmLabel={confirming ? CONFIRM[confirming].confirmLabel : ''}
        cancelLabel="Cancel"
        tone={confirming === 'REJECTED' ? 'danger' : 'primary'}
        busy={deciding}
        onConfirm={confirmDecision}
        onCancel={() => setConfirming(null)}
      />
    </Modal>
  );
}
