import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Banner, Button, Card, Loading, NoticeBanner, Page, useNotice, VerificationBadge } from '../../../ui';
import { ProfileQuery } from '../api/users.graphql';
import { DetailList } from '../components/detail-list';
import { IdImageRemovalNote } from '../components/id-image-removal-note';
import { MyDataDownload } from '../components/my-data-download';
import { identityItems } from '../components/profile-details';
import { ProfileEditForm } from '../components/profile-edit-form';
import { TwoFactorSection } from '../components/two-factor-section';
import { ValidIdUploadModal } from '../components/valid-id-upload-modal';
import { useVerificationTokenSync } from '../../../lib/use-verification-token-sync';
import { useScreenLinks } from '../../../lib/screen-links';
import { PROFILE_MESSAGES } from '../messages';
import { canGetVerified } from '../profile-form';

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const StyledVerification = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const VERIFICATION_TEXT: Record<string, string> = {
  UNVERIFIED: 'Upload a valid ID to get verified. Verified residents can request documents.',
  PENDING: 'Your valid ID is being reviewed by the barangay.',
  APPROVED: 'Your identity is verified. You can request documents.',
  REJECTED: 'Your valid ID was rejected. Please upload another one.',
};

/**
 * Profile and ID verification (docs/rules/accounts.md#profile-screen); `children` (what the app adds from other features)
 * comes last, once the profile shows, and `afterEditProfile` (another feature's card: Correct My Details) right after
 * Edit Profile, and `afterDownloadMyData` (Erase My Data) right after Download My Data. Default export: the router loads it lazily.
 */
export default function ProfilePage({ children, afterEditProfile, afterDownloadMyData }: {
  children?: ReactNode; afterEditProfile?: ReactNode; afterDownloadMyData?: ReactNode;
}) {
  const { data, loading, error } = useQuery(ProfileQuery, { fetchPolicy: 'cache-and-network' });
  const { privacyNotice } = useScreenLinks();
  const { notice, show, clear } = useNotice();
  const [uploadOpen, setUploadOpen] = useState(false);
  const user = data?.me;
  useVerificationTokenSync(user?.idVerificationStatus);

  const success = (text: string) => show('success', text);
  const failure = (text: string) => show('error', text);

  return (
    <Page title="Profile">
      <NoticeBanner notice={notice} onDismiss={clear} />
      {!user && loading && <Loading text="Loading profile..." />}
      {!user && error && <Banner variant="error">Failed to load profile.</Banner>}
      {user && (
        <StyledSections>
          <Card title="Personal Information">
            <DetailList items={identityItems(user)} />
          </Card>
          <Card title="ID Verification">
            <StyledVerification>
              <span>Status: <VerificationBadge status={user.idVerificationStatus} /></span>
              <StyledText>{VERIFICATION_TEXT[user.idVerificationStatus]}</StyledText>
              {canGetVerified(user.idVerificationStatus) && (
                <Button onClick={() => setUploadOpen(true)}>Get Verified</Button>
              )}
            </StyledVerification>
            {user.idImageRemoval && <IdImageRemovalNote removal={user.idImageRemoval} reader="resident" />}
          </Card>
          <Card title="Edit Profile">
            <ProfileEditForm
              key={user.id}
              user={user}
              onSaved={() => success(PROFILE_MESSAGES.updated)}
              onFailed={() => failure(PROFILE_MESSAGES.updateFailed)}
            />
          </Card>
          {afterEditProfile}
          <Card title="Two-Factor Sign-In">
            <TwoFactorSection onChanged={success} />
          </Card>
          <Card title="Privacy Notice">
            <StyledText>
              What the portal keeps about you, why, who sees it and your rights: <Link to={privacyNotice}>read the privacy notice</Link>.
            </StyledText>
          </Card>
          <Card title="Download My Data">
            <MyDataDownload onFailed={failure} />
          </Card>
          {afterDownloadMyData}
        </StyledSections>
      )}
      {user && children}
      <ValidIdUploadModal
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onUploaded={() => {
          setUploadOpen(false);
          success(PROFILE_MESSAGES.uploaded);
        }}
      />
    </Page>
  );
}
