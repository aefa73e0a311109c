import { ERASURE_REFUSAL_REASON, type Locale } from '@barangay-portal/domain';
import { useMemo } from 'react';
import { formatDate, isoText } from '../../../lib/format-date';
import { useLocale, useMessages } from '../../../lib/i18n/language-context';
import { ReviewRequestsScreen, reviewTextsOf, StatusBadge, TextCell, type TableColumn } from '../../../ui';
import { ErasureRequestsQuery, ProcessErasureRequestMutation, RefuseErasureRequestMutation } from '../api/erasure.graphql';
import { ErasurePlanModal } from '../components/erasure-plan-modal';
import { ERASURE_REQUESTS_PAGE_SIZE, ERASURE_STATUS_LABELS, ERASURE_STATUS_TONES } from '../erasure-texts';
import { erasureMessages, type ErasureText } from '../messages';
import type { StaffErasureRequest } from '../staff-erasure-request';

const columnsOf = (t: ErasureText, locale: Locale): TableColumn<StaffErasureRequest>[] => [
  { key: 'residentName', header: t('columns.resident'), render: (row) => <TextCell>{row.residentName}</TextCell> },
  { key: 'reason', header: t('columns.residentReason'), render: (row) => <TextCell>{row.reason ?? t('columns.noReason')}</TextCell> },
  { key: 'requestedAt', header: t('columns.askedOn'), width: 'date', render: (row) => formatDate(isoText(row.requestedAt), '', locale) },
  {
    key: 'status', header: t('columns.status'), width: 'status',
    render: (row) => <StatusBadge tone={ERASURE_STATUS_TONES[row.status]}>{ERASURE_STATUS_LABELS[row.status]}</StatusBadge>,
  },
  {
    key: 'decision', header: t('columns.decidedBy'),
    render: (row) => <TextCell>{[row.decidedBy, row.refusalReason].filter(Boolean).join(': ') || '—'}</TextCell>,
  },
];

/**
 * Erasure Requests (docs/architecture.md#privacy-erasure): the barangay's residents' requests to erase their personal
 * data, waiting ones first, each with its plan, for staff with MANAGE_PRIVACY to erase (after a confirmation that it
 * cannot be undone) or refuse with a reason. Default export: the router loads it lazily.
 */
export default function ErasureRequestsPage() {
  const t = useMessages(erasureMessages);
  const locale = useLocale();
  const texts = useMemo(() => reviewTextsOf(t), [t]);
  const columns = useMemo(() => columnsOf(t, locale), [t, locale]);
  return (
    <ReviewRequestsScreen
      texts={texts}
      query={ErasureRequestsQuery}
      list={(data) => data.erasureRequests}
      pageSize={ERASURE_REQUESTS_PAGE_SIZE}
      statusLabels={ERASURE_STATUS_LABELS}
      columns={columns}
      details={{
        button: { text: t('plan.button'), name: (row) => t('plan.buttonName', { name: row.residentName }), variant: 'secondary' },
        // Waiting, a request has its plan; processed, what was kept and why.
        shows: (row) => row.plan != null || row.held.length > 0,
        render: (row, onClose) => <ErasurePlanModal request={row} onClose={onClose} />,
      }}
      accept={{
        button: { text: t('erase.button'), name: (row) => t('erase.buttonName', { name: row.residentName }), variant: 'danger' },
        mutation: ProcessErasureRequestMutation,
        confirm: {
          title: t('erase.title'),
          question: (row) => t('erase.question', { name: row.residentName }),
          cancelLabel: t('erase.notNow'),
          tone: 'danger',
          busyLabel: t('erase.busy'),
        },
        done: (row) => t('erase.done', { name: row.residentName }),
        failed: t('erase.failed'),
      }}
      decline={{
        button: { text: t('refuse.button'), name: (row) => t('refuse.buttonName', { name: row.residentName }), variant: 'secondary' },
        mutation: RefuseErasureRequestMutation,
        dialog: {
          title: (row) => t('refuse.title', { name: row.residentName }),
          rule: ERASURE_REFUSAL_REASON,
          hint: t('refuse.hint'),
          busyLabel: t('refuse.busy'),
        },
        done: (row) => t('refuse.done', { name: row.residentName }),
        failed: t('refuse.failed'),
      }}
    />
  );
}
