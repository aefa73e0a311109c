import { useMutation, useQuery } from '@apollo/client/react';
import { ErrorCode, ErrorReason } from '@barangay-portal/domain';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { hasErrorCode } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Button, Loading, Page } from '../../../ui';
import { AcceptPrivacyNoticeMutation, MyPrivacyConsentQuery, PrivacyNoticeQuery } from '../api/privacy.graphql';
import { privacyMessages } from '../messages';
import { PrivacyNoticeView } from './privacy-notice-view';

const StyledAgreement = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.lg};

  p { margin: 0; color: ${({ theme }) => theme.colors.mutedText}; }
`;

/** The notice in force, with "I agree": what a resident who has not agreed to it sees instead of the portal. */
function PrivacyConsentPrompt({ agreedVersion }: { agreedVersion: number | null }) {
  const t = useMessages(privacyMessages);
  const { data, loading, error, refetch } = useQuery(PrivacyNoticeQuery, { variables: { version: null }, fetchPolicy: 'network-only' });
  const [accept, { loading: saving }] = useMutation(AcceptPrivacyNoticeMutation);
  const [problem, setProblem] = useState<{ variant: 'warning' | 'error'; text: string } | null>(null);
  const notice = data?.privacyNotice;

  const agree = async (version: number) => {
    setProblem(null);
    try {
      await accept({
        variables: { version },
        // The gate reads the answer: agreed, it opens.
        update: (cache, result) => {
          const status = result.data?.acceptPrivacyNotice;
          if (status) cache.writeQuery({ query: MyPrivacyConsentQuery, data: { myPrivacyConsent: status } });
        },
      });
    } catch (failure) {
      if (!hasErrorCode(failure, ErrorCode.CONFLICT, ErrorReason.PRIVACY_NOTICE_CHANGED)) {
        setProblem({ variant: 'error', text: t('consent.agreeFailed') });
        return;
      }
      // Staff published a newer version meanwhile: that one is to be read and agreed to.
      setProblem({ variant: 'warning', text: t('consent.changedMeanwhile') });
      await refetch();
    }
  };

  return (
    <Page title={t('consent.title')}>
      <p>{agreedVersion === null ? t('consent.first') : t('consent.changed', { agreed: agreedVersion })}</p>
      {problem && <Banner variant={problem.variant}>{problem.text}</Banner>}
      {error && !notice && <Banner variant="error">{t('loadFailed')}</Banner>}
      {loading && !notice && <Loading text={t('loading')} />}
      {notice && (
        <>
          <PrivacyNoticeView notice={notice} />
          <StyledAgreement>
            <Button onClick={() => void agree(notice.version)} disabled={saving || loading}>
              {t(saving ? 'consent.agreeing' : 'consent.agree')}
            </Button>
            <p>{t('consent.declineHint')}</p>
          </StyledAgreement>
        </>
      )}
    </Page>
  );
}

/**
 * The residents' screens behind the privacy notice (docs/architecture.md#privacy-notice): a resident who has not agreed
 * to the version in force (it changed, or they registered without agreeing) reads it and agrees before anything else.
 * Without an answer about it (a network failure) the screens show: the gate asks, it does not guard.
 */
export function PrivacyConsentGate() {
  const t = useMessages(privacyMessages);
  const { data, error } = useQuery(MyPrivacyConsentQuery, { fetchPolicy: 'cache-and-network' });
  const status = data?.myPrivacyConsent;
  if (!status) return error ? <Outlet /> : <Loading text={t('loading')} />;
  return status.needsConsent ? <PrivacyConsentPrompt agreedVersion={status.version ?? null} /> : <Outlet />;
}
