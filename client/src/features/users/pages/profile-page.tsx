import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { useLocale, useMessages } from '../../../lib/i18n/language-context';
import { Banner, Button, Card, Loading, NoticeBanner, Page, TextWithLink, useNotice, VerificationBadge } from '../../../ui';
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
import { usersMessages } from '../messages';
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

/**
 * Profile and ID verification (docs/rules/accounts.md#profile-screen); `children` (what the app adds from other features)
 * comes last, once the profile shows, and `afterEditProfile` (another feature's card: Correct My Details) right after
 * Edit Profile, and `afterDownloadMyData` (Erase My Data) right after Download My Data. Default export: the router loads it lazily.
 */
export default function ProfilePage({ children, afterEditProfile, afterDownloadMyData }: {
  children?: ReactNode; afterEditProfile?: ReactNode; afterDownloadMyData?: ReactNode;
}) {
  const t = useMessages(usersMessages);
  const locale = useLocale();
  const { data, loading, error } = useQuery(ProfileQuery, { fetchPolicy: 'cache-and-network' });
  const { privacyNotice } = useScreenLinks();
  const { notice, show, clear } = useNotice();
  const [uploadOpen, setUploadOpen] = useState(false);
  const user = data?.me;
  useVerificationTokenSync(user?.idVerificationStatus);

  const success = (text: string) => show('success', text);
  const failure = (text: string) => show('error', text);

  return (
    <Page title={t('profile.title')}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      {!user && loading && <Loading text={t('profile.loading')} />}
      {!user && error && <Banner variant="error">{t('profile.loadFailed')}</Banner>}
      {user && (
        <StyledSections>
          <Card title={t('profile.personalInformation')}>
            <DetailList items={identityItems(t, user, locale)} />
          </Card>
          <Card title={t('idVerification')}>
            <StyledVerification>
              <span>
                <TextWithLink
                  text={(status) => t('idVerification.status', { status })}
                  link={<VerificationBadge status={user.idVerificationStatus} />}
                />
              </span>
              <StyledText>{t(`profile.verification.${user.idVerificationStatus}`)}</StyledText>
              {canGetVerified(user.idVerificationStatus) && (
                <Button onClick={() => setUploadOpen(true)}>{t('profile.getVerified')}</Button>
              )}
            </StyledVerification>
            {user.idImageRemoval && <IdImageRemovalNote removal={user.idImageRemoval} reader="resident" />}
          </Card>
          <Card title={t('profile.editProfile')}>
            <ProfileEditForm
              key={user.id}
              user={user}
              onSaved={() => success(t('profile.updated'))}
              onFailed={() => failure(t('profile.updateFailed'))}
            />
          </Card>
          {afterEditProfile}
          <Card title={t('twoFactor.title')}>
            <TwoFactorSection onChanged={success} />
          </Card>
          <Card title={t('profile.privacyNotice')}>
            <StyledText>
              <TextWithLink text={(link) => t('profile.privacyText', { link })} link={<Link to={privacyNotice}>{t('profile.privacyLink')}</Link>} />
            </StyledText>
          </Card>
          <Card title={t('profile.downloadMyData')}>
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
          success(t('validId.uploaded'));
        }}
      />
    </Page>
  );
}
