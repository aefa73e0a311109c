import type { CorrectableFieldName, CorrectionRequestStatusName, Locale } from '@barangay-portal/domain';
import { formatDate, isoText } from '../../../lib/format-date';
import { StatusBadge, TextCell, type TableColumn } from '../../../ui';
import { CORRECTION_STATUS_LABELS, CORRECTION_STATUS_TONES, detailLabel, shownValue } from '../correction-texts';
import type { CorrectionsText } from '../messages';

/** What both lists show of a request. */
export interface CorrectionRow {
  field: CorrectableFieldName;
  currentValue?: string | null;
  requestedValue: string;
  status: CorrectionRequestStatusName;
  requestedAt: unknown;
  decisionReason?: string | null;
}

/** The detail, what the record said and what it should say, the status and the day asked: the resident's list and the staff's. */
export function correctionColumns<Row extends CorrectionRow>(t: CorrectionsText, locale: Locale): TableColumn<Row>[] {
  return [
    { key: 'field', header: t('columns.field'), render: (row) => detailLabel(row.field) },
    {
      key: 'change', header: t('columns.change'),
      render: (row) => <TextCell>{`${shownValue(row.field, row.currentValue, locale)} → ${shownValue(row.field, row.requestedValue, locale)}`}</TextCell>,
    },
    {
      key: 'status', header: t('columns.status'), width: 'status',
      render: (row) => <StatusBadge tone={CORRECTION_STATUS_TONES[row.status]}>{CORRECTION_STATUS_LABELS[row.status]}</StatusBadge>,
    },
    { key: 'requestedAt', header: t('columns.askedOn'), width: 'date', render: (row) => formatDate(isoText(row.requestedAt), '', locale) },
  ];
}

/** Why a request was not approved, as the resident was told; a dash otherwise. */
export function decisionReasonColumn<Row extends CorrectionRow>(t: CorrectionsText): TableColumn<Row> {
  return { key: 'decisionReason', header: t('columns.decisionReason'), render: (row) => <TextCell>{row.decisionReason ?? '—'}</TextCell> };
}
