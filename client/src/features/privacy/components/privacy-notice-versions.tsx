import type { Locale } from '@barangay-portal/domain';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { privacyNoticePathFor } from '../paths';
import type { PrivacyNoticeVersionsQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format-date';
import { useLocale, useMessages, type Translate } from '../../../lib/i18n/language-context';
import { Table, type TableColumn } from '../../../ui';
import { privacyMessages } from '../messages';

type Version = PrivacyNoticeVersionsQuery['privacyNoticeVersions'][number];

const columnsOf = (t: Translate<'privacy'>, locale: Locale): readonly TableColumn<Version>[] => [
  { key: 'version', header: t('manager.columns.version'), numeric: true, width: 'narrow' },
  { key: 'publishedAt', header: t('manager.columns.published'), render: (row) => formatDateTime(row.publishedAt, locale) },
  { key: 'publishedBy', header: t('manager.columns.publishedBy'), render: (row) => row.publishedBy ?? t('manager.portalDefault') },
  {
    key: 'read', header: t('manager.columns.text'), width: 'actions',
    render: (row) => <Link to={privacyNoticePathFor(row.version)} target="_blank" rel="noopener">{t('readVersion', { version: row.version })}</Link>,
  },
];

/** Every published version, newest first: when, by whom, and its text on the public page. */
export function PrivacyNoticeVersions({ versions, loading }: { versions: readonly Version[]; loading: boolean }) {
  const t = useMessages(privacyMessages);
  const locale = useLocale();
  const columns = useMemo(() => columnsOf(t, locale), [t, locale]);
  return (
    <Table
      columns={columns}
      rows={versions}
      getRowKey={(row) => row.version}
      emptyMessage={t('manager.versionsEmpty')}
      loading={loading}
      caption={t('manager.versionsTitle')}
      captionHidden
    />
  );
}
