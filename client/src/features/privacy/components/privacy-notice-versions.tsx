import { Link } from 'react-router-dom';
import { privacyNoticePathFor } from '../paths';
import type { PrivacyNoticeVersionsQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format-date';
import { Table, type TableColumn } from '../../../ui';
import { PRIVACY_MANAGER_TEXTS as TEXTS } from '../privacy-form';

type Version = PrivacyNoticeVersionsQuery['privacyNoticeVersions'][number];

const COLUMNS: readonly TableColumn<Version>[] = [
  { key: 'version', header: 'Version', numeric: true, width: 'narrow' },
  { key: 'publishedAt', header: 'Published', render: (row) => formatDateTime(row.publishedAt) },
  { key: 'publishedBy', header: 'Published by', render: (row) => row.publishedBy ?? TEXTS.portalDefault },
  {
    key: 'read', header: 'Text', width: 'actions',
    render: (row) => <Link to={privacyNoticePathFor(row.version)} target="_blank" rel="noopener">{TEXTS.read(row.version)}</Link>,
  },
];

/** Every published version, newest first: when, by whom, and its text on the public page. */
export function PrivacyNoticeVersions({ versions, loading }: { versions: readonly Version[]; loading: boolean }) {
  return (
    <Table
      columns={COLUMNS}
      rows={versions}
      getRowKey={(row) => row.version}
      emptyMessage={TEXTS.versionsEmpty}
      loading={loading}
      caption={TEXTS.versionsTitle}
      captionHidden
    />
  );
}
