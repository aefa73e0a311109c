import type { DataAccessKind, IdViewPurpose } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format-date';
import { TextCell, type TableColumn } from '../../../ui';
import { DATA_ACCESS_TEXTS, kindLabel, purposeLabel } from '../data-access-texts';

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
export function viewColumns<Row extends ViewRow>(): TableColumn<Row>[] {
  return [
    { key: 'viewedAt', header: DATA_ACCESS_TEXTS.when, render: (row) => formatDateTime(row.viewedAt) },
    { key: 'viewerName', header: DATA_ACCESS_TEXTS.who, render: (row) => <TextCell>{row.viewerName}</TextCell> },
    { key: 'viewerOffice', header: DATA_ACCESS_TEXTS.office, render: (row) => <TextCell>{row.viewerOffice || '—'}</TextCell> },
    { key: 'kind', header: DATA_ACCESS_TEXTS.what, render: (row) => kindLabel(row.kind) },
    { key: 'purpose', header: DATA_ACCESS_TEXTS.why, render: (row) => purposeLabel(row.purpose) },
  ];
}
