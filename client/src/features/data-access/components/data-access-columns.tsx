import type { Locale } from '@barangay-portal/domain';
import type { DataAccessKind, IdViewPurpose } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format-date';
import { TextCell, type TableColumn } from '../../../ui';
import { kindLabel, purposeLabel } from '../data-access-texts';
import type { DataAccessText } from '../messages';

/** What both lists show of a view: when, who and their office, what and why. */
export interface ViewRow {
  id: string;
  viewedAt: unknown;
  viewerName: string;
  viewerOffice: string;
  kind: DataAccessKind;
  purpose?: IdViewPurpose | null;
}

/** The columns both lists share; the staff's screen adds whose data and the staff member's e-mail. */
export function viewColumns<Row extends ViewRow>(t: DataAccessText, locale: Locale): TableColumn<Row>[] {
  return [
    { key: 'viewedAt', header: t('columns.when'), render: (row) => formatDateTime(row.viewedAt, locale) },
    { key: 'viewerName', header: t('columns.who'), render: (row) => <TextCell>{row.viewerName}</TextCell> },
    { key: 'viewerOffice', header: t('columns.office'), render: (row) => <TextCell>{row.viewerOffice || '—'}</TextCell> },
    { key: 'kind', header: t('columns.what'), render: (row) => kindLabel(row.kind) },
    { key: 'purpose', header: t('columns.why'), render: (row) => purposeLabel(row.purpose) },
  ];
}
