import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { privacyNoticePathFor, privacyPaths } from '../paths';
import { isNotFound } from '../../../lib/graphql-errors';
import { Banner, Loading, Page } from '../../../ui';
import { PrivacyNoticeQuery } from '../api/privacy.graphql';
import { PrivacyNoticeView } from '../components/privacy-notice-view';
import { PRIVACY_TEXTS } from '../privacy-texts';

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
  const [params] = useSearchParams();
  const version = versionAsked(params.get('version'));
  const { data, loading, error } = useQuery(PrivacyNoticeQuery, { variables: { version }, skip: version === undefined });
  const notice = data?.privacyNotice;
  const notFound = version === undefined || isNotFound(error);

  return (
    <Page title={PRIVACY_TEXTS.title}>
      {notFound && <Banner variant="error">{PRIVACY_TEXTS.notFound} <Link to={privacyPaths.notice}>{PRIVACY_TEXTS.readCurrent}</Link></Banner>}
      {error && !notFound && <Banner variant="error">{PRIVACY_TEXTS.loadFailed}</Banner>}
      {loading && !notice && <Loading text={PRIVACY_TEXTS.loading} />}
      {notice && !notice.isCurrent && (
        <Banner variant="info">
          {PRIVACY_TEXTS.earlierVersion(notice.version, notice.currentVersion)} <Link to={privacyPaths.notice}>{PRIVACY_TEXTS.readCurrent}</Link>
        </Banner>
      )}
      {notice && !notFound && <PrivacyNoticeView notice={notice} />}
      {notice && !notFound && notice.version > 1 && (
        <p><Link to={privacyNoticePathFor(notice.version - 1)}>{PRIVACY_TEXTS.readEarlier(notice.version - 1)}</Link></p>
      )}
    </Page>
  );
}
