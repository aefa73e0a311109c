import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Card, Loading, Page } from '../../../ui';
import { PrivacyNoticeQuery, PrivacyNoticeVersionsQuery } from '../api/privacy.graphql';
import { DataProtectionOfficerForm } from '../components/data-protection-officer-form';
import { PrivacyNoticeEditor } from '../components/privacy-notice-editor';
import { PrivacyNoticeVersions } from '../components/privacy-notice-versions';
import { privacyMessages } from '../messages';

const StyledCards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

/**
 * The privacy notice's screen (docs/architecture.md#privacy-notice), for staff with MANAGE_PRIVACY: the notice in force
 * edited and published as a new version, the versions published, and the data protection officer's contact.
 * Default export: loaded lazily.
 */
export default function PrivacyManagerPage() {
  const t = useMessages(privacyMessages);
  const current = useQuery(PrivacyNoticeQuery, { variables: { version: null }, fetchPolicy: 'network-only' });
  const versions = useQuery(PrivacyNoticeVersionsQuery, { fetchPolicy: 'network-only' });
  const notice = current.data?.privacyNotice;

  return (
    <Page title={t('title')}>
      {(current.error || versions.error) && <Banner variant="error">{t('manager.loadFailed')}</Banner>}
      {current.loading && !notice && <Loading text={t('loading')} />}
      {notice && (
        <StyledCards>
          <Card title={t('manager.editorTitle')}>
            <PrivacyNoticeEditor current={notice} onStale={() => Promise.all([current.refetch(), versions.refetch()])} />
          </Card>
          <Card title={t('manager.versionsTitle')}>
            <PrivacyNoticeVersions versions={versions.data?.privacyNoticeVersions ?? []} loading={versions.loading} />
          </Card>
          <Card title={t('officer.title')}>
            <DataProtectionOfficerForm officer={notice.dataProtectionOfficer} />
          </Card>
        </StyledCards>
      )}
    </Page>
  );
}
