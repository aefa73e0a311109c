import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Banner, Card, Loading, Page } from '../../../ui';
import { PrivacyNoticeQuery, PrivacyNoticeVersionsQuery } from '../api/privacy.graphql';
import { DataProtectionOfficerForm } from '../components/data-protection-officer-form';
import { PrivacyNoticeEditor } from '../components/privacy-notice-editor';
import { PrivacyNoticeVersions } from '../components/privacy-notice-versions';
import { PRIVACY_MANAGER_TEXTS as TEXTS } from '../privacy-form';

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
  const current = useQuery(PrivacyNoticeQuery, { variables: { version: null }, fetchPolicy: 'network-only' });
  const versions = useQuery(PrivacyNoticeVersionsQuery, { fetchPolicy: 'network-only' });
  const notice = current.data?.privacyNotice;

  return (
    <Page title={TEXTS.title}>
      {(current.error || versions.error) && <Banner variant="error">{TEXTS.loadFailed}</Banner>}
      {current.loading && !notice && <Loading text={TEXTS.loading} />}
      {notice && (
        <StyledCards>
          <Card title={TEXTS.editorTitle}>
            <PrivacyNoticeEditor current={notice} onStale={() => Promise.all([current.refetch(), versions.refetch()])} />
          </Card>
          <Card title={TEXTS.versionsTitle}>
            <PrivacyNoticeVersions versions={versions.data?.privacyNoticeVersions ?? []} loading={versions.loading} />
          </Card>
          <Card title={TEXTS.officerTitle}>
            <DataProtectionOfficerForm officer={notice.dataProtectionOfficer} />
          </Card>
        </StyledCards>
      )}
    </Page>
  );
}
