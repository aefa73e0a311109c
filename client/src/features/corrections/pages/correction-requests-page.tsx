import { CORRECTION_REJECTION_REASON } from '@barangay-portal/domain';
import { ReviewRequestsScreen, TextCell, type TableColumn } from '../../../ui';
import { ApproveCorrectionRequestMutation, CorrectionRequestsQuery, RejectCorrectionRequestMutation } from '../api/corrections.graphql';
import { correctionColumns } from '../components/correction-columns';
import { CORRECTION_STATUS_LABELS, CORRECTION_TEXTS, CORRECTIONS_PAGE_SIZE, detailLabel, shownValue } from '../correction-texts';
import type { StaffCorrection } from '../staff-correction';

const [FIELD, CHANGE, STATUS, ASKED_ON] = correctionColumns<StaffCorrection>();

const COLUMNS: TableColumn<StaffCorrection>[] = [
  { key: 'residentName', header: CORRECTION_TEXTS.resident, render: (row) => <TextCell>{row.residentName}</TextCell> },
  FIELD,
  CHANGE,
  { key: 'reason', header: CORRECTION_TEXTS.reason, render: (row) => <TextCell>{row.reason}</TextCell> },
  ASKED_ON,
  STATUS,
];

/** "Amihan Reyes's Last name": which request a row's buttons act on, for those who hear the buttons' names. */
const whose = (row: StaffCorrection): string => `${row.residentName}'s ${detailLabel(row.field)}`;

/**
 * Correction Requests (docs/architecture.md#privacy-corrections): the barangay's residents' requests to correct a detail
 * of their profile, waiting ones first, for staff with MANAGE_PRIVACY to approve (the profile changes) or reject with a
 * reason. Default export: the router loads it lazily.
 */
export default function CorrectionRequestsPage() {
  return (
    <ReviewRequestsScreen
      texts={CORRECTION_TEXTS}
      query={CorrectionRequestsQuery}
      list={(data) => data.correctionRequests}
      pageSize={CORRECTIONS_PAGE_SIZE}
      statusLabels={CORRECTION_STATUS_LABELS}
      columns={COLUMNS}
      accept={{
        button: { text: CORRECTION_TEXTS.approve, name: (row) => `${CORRECTION_TEXTS.approve} ${whose(row)}` },
        mutation: ApproveCorrectionRequestMutation,
        confirm: {
          title: CORRECTION_TEXTS.approveTitle,
          question: (row) => CORRECTION_TEXTS.approveQuestion(row.residentName, detailLabel(row.field), shownValue(row.field, row.requestedValue)),
          cancelLabel: CORRECTION_TEXTS.notNow,
        },
        done: (row) => CORRECTION_TEXTS.approved(row.residentName, detailLabel(row.field)),
        failed: CORRECTION_TEXTS.approveFailed,
      }}
      decline={{
        button: { text: CORRECTION_TEXTS.reject, name: (row) => `${CORRECTION_TEXTS.reject} ${whose(row)}`, variant: 'danger' },
        mutation: RejectCorrectionRequestMutation,
        dialog: {
          title: (row) => CORRECTION_TEXTS.rejectTitle(row.residentName, detailLabel(row.field)),
          rule: CORRECTION_REJECTION_REASON,
          hint: CORRECTION_TEXTS.rejectHint,
          busyLabel: CORRECTION_TEXTS.rejecting,
        },
        done: (row) => CORRECTION_TEXTS.rejected(row.residentName, detailLabel(row.field)),
        failed: CORRECTION_TEXTS.rejectFailed,
      }}
    />
  );
}
