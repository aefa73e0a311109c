import { useQuery } from '@apollo/client/react';
import { PRIVACY_NOTICE_MESSAGES } from '@barangay-portal/domain';
import { Link, useSearchParams } from 'react-router-dom';
import { privacyNoticePathFor, privacyPaths } from '../paths';
import { isNotFound } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Loading, Page } from '../../../ui';
import { PrivacyNoticeQuery } from '../api/privacy.graphql';
import { PrivacyNoticeView } from '../components/privacy-notice-view';
import { privacyMessages } from '../messages';

/** `?version=` as a version number: null when absent (the notice in force), undefined when it names no version. */
function versionAsked(raw: string | null): number | null | undefined {
  if (raw === null) return null;
  return /^\d{1,9}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined;
}

/**
 * The barangay's privacy notice (docs/architecture.md#privacy-notice), public: the version in force, or an earlier one by
 * number, with the data protection officer's contact. Linked from the registration form, the footer and the profile.
 * Default export: loaded lazily.
 */
export default function PrivacyNoticePage() {
  const t = useMessages(privacyMessages);
  const [params] = useSearchParams();
  const version = versionAsked(params.get('version'));
  const { data, loading, error } = useQuery(PrivacyNoticeQuery, { variables: { version }, skip: version === undefined });
  const notice = data?.privacyNotice;
  const notFound = version === undefined || isNotFound(error);

  return (
    <Page title={t('title')}>
      {notFound && <Banner variant="error">{PRIVACY_NOTICE_MESSAGES.notFound} <Link to={privacyPaths.notice}>{t('readCurrent')}</Link></Banner>}
      {error && !notFound && <Banner variant="error">{t('loadFailed')}</Banner>}
      {loading && !notice && <Loading text={t('loading')} />}
      {notice && !notice.isCurrent && (
        <Banner variant="info">
          {t('earlierVersion', { version: notice.version, current: notice.currentVersion })} <Link to={privacyPaths.notice}>{t('readCurrent')}</Link>
        </Banner>
      )}
      {notice && !notFound && <PrivacyNoticeView notice={notice} />}
      {notice && !notFound && notice.version > 1 && (
        <p><Link to={privacyNoticePathFor(notice.version - 1)}>{t('readVersion', { version: notice.version - 1 })}</Link></p>
      )}
    </Page>
  );
}
