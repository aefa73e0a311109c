import { ERASURE_REFUSAL_REASON } from '@barangay-portal/domain';
import { formatDate, isoText } from '../../../lib/format-date';
import { ReviewRequestsScreen, StatusBadge, TextCell, type TableColumn } from '../../../ui';
import { ErasureRequestsQuery, ProcessErasureRequestMutation, RefuseErasureRequestMutation } from '../api/erasure.graphql';
import { ErasurePlanModal } from '../components/erasure-plan-modal';
import { ERASURE_REQUESTS_PAGE_SIZE, ERASURE_STATUS_LABELS, ERASURE_STATUS_TONES, ERASURE_TEXTS } from '../erasure-texts';
import type { StaffErasureRequest } from '../staff-erasure-request';

const COLUMNS: TableColumn<StaffErasureRequest>[] = [
  { key: 'residentName', header: ERASURE_TEXTS.resident, render: (row) => <TextCell>{row.residentName}</TextCell> },
  { key: 'reason', header: ERASURE_TEXTS.residentReason, render: (row) => <TextCell>{row.reason ?? ERASURE_TEXTS.noReason}</TextCell> },
  { key: 'requestedAt', header: ERASURE_TEXTS.askedOn, width: 'date', render: (row) => formatDate(isoText(row.requestedAt)) },
  {
    key: 'status', header: ERASURE_TEXTS.status, width: 'status',
    render: (row) => <StatusBadge tone={ERASURE_STATUS_TONES[row.status]}>{ERASURE_STATUS_LABELS[row.status]}</StatusBadge>,
  },
  {
    key: 'decision', header: ERASURE_TEXTS.decidedBy,
    render: (row) => <TextCell>{[row.decidedBy, row.refusalReason].filter(Boolean).join(': ') || '—'}</TextCell>,
  },
];

/**
 * Erasure Requests (docs/architecture.md#privacy-erasure): the barangay's residents' requests to erase their personal
 * data, waiting ones first, each with its plan, for staff with MANAGE_PRIVACY to erase (after a confirmation that it
 * cannot be undone) or refuse with a reason. Default export: the router loads it lazily.
 */
export default function ErasureRequestsPage() {
  return (
    <ReviewRequestsScreen
      texts={ERASURE_TEXTS}
      query={ErasureRequestsQuery}
      list={(data) => data.erasureRequests}
      pageSize={ERASURE_REQUESTS_PAGE_SIZE}
      statusLabels={ERASURE_STATUS_LABELS}
      columns={COLUMNS}
      details={{
        button: { text: ERASURE_TEXTS.showPlan, name: (row) => `${ERASURE_TEXTS.showPlan}: ${row.residentName}`, variant: 'secondary' },
        // Waiting, a request has its plan; processed, what was kept and why.
        shows: (row) => row.plan != null || row.held.length > 0,
        render: (row, onClose) => <ErasurePlanModal request={row} onClose={onClose} />,
      }}
      accept={{
        button: { text: ERASURE_TEXTS.erase, name: (row) => `${ERASURE_TEXTS.erase} ${row.residentName}'s data`, variant: 'danger' },
        mutation: ProcessErasureRequestMutation,
        confirm: {
          title: ERASURE_TEXTS.eraseTitle,
          question: (row) => ERASURE_TEXTS.eraseQuestion(row.residentName),
          cancelLabel: ERASURE_TEXTS.notNow,
          tone: 'danger',
          busyLabel: ERASURE_TEXTS.erasing,
        },
        done: (row) => ERASURE_TEXTS.erased(row.residentName),
        failed: ERASURE_TEXTS.eraseFailed,
      }}
      decline={{
        button: { text: ERASURE_TEXTS.refuse, name: (row) => `${ERASURE_TEXTS.refuse} ${row.residentName}'s request`, variant: 'secondary' },
        mutation: RefuseErasureRequestMutation,
        dialog: {
          title: (row) => ERASURE_TEXTS.refuseTitle(row.residentName),
          rule: ERASURE_REFUSAL_REASON,
          hint: ERASURE_TEXTS.refuseHint,
          busyLabel: ERASURE_TEXTS.refusing,
        },
        done: (row) => ERASURE_TEXTS.refused(row.residentName),
        failed: ERASURE_TEXTS.refuseFailed,
      }}
    />
  );
}
