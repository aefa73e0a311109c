import { CORRECTION_REJECTION_REASON, type Locale } from '@barangay-portal/domain';
import { useMemo } from 'react';
import { useLocale, useMessages } from '../../../lib/i18n/language-context';
import { ReviewRequestsScreen, reviewTextsOf, TextCell, type TableColumn } from '../../../ui';
import { ApproveCorrectionRequestMutation, CorrectionRequestsQuery, RejectCorrectionRequestMutation } from '../api/corrections.graphql';
import { correctionColumns } from '../components/correction-columns';
import { CORRECTION_STATUS_LABELS, CORRECTIONS_PAGE_SIZE, detailLabel, shownValue } from '../correction-texts';
import { correctionsMessages, type CorrectionsText } from '../messages';
import type { StaffCorrection } from '../staff-correction';

function columnsOf(t: CorrectionsText, locale: Locale): TableColumn<StaffCorrection>[] {
  const [FIELD, CHANGE, STATUS, ASKED_ON] = correctionColumns<StaffCorrection>(t, locale);
  return [
    { key: 'residentName', header: t('columns.resident'), render: (row) => <TextCell>{row.residentName}</TextCell> },
    FIELD,
    CHANGE,
    { key: 'reason', header: t('columns.reason'), render: (row) => <TextCell>{row.reason}</TextCell> },
    ASKED_ON,
    STATUS,
  ];
}

/** Which request a row's buttons act on ("Approve Amihan Reyes's Last name"), for those who hear the buttons' names. */
const whose = (row: StaffCorrection) => ({ name: row.residentName, detail: detailLabel(row.field) });

/** The same inside a sentence, where the detail reads as a common noun: "Change Amihan Reyes's last name to ...". */
const whoseInSentence = (row: StaffCorrection) => ({ name: row.residentName, detail: detailLabel(row.field).toLowerCase() });

/**
 * Correction Requests (docs/architecture.md#privacy-corrections): the barangay's residents' requests to correct a detail
 * of their profile, waiting ones first, for staff with MANAGE_PRIVACY to approve (the profile changes) or reject with a
 * reason. Default export: the router loads it lazily.
 */
export default function CorrectionRequestsPage() {
  const t = useMessages(correctionsMessages);
  const locale = useLocale();
  const texts = useMemo(() => reviewTextsOf(t), [t]);
  const columns = useMemo(() => columnsOf(t, locale), [t, locale]);
  return (
    <ReviewRequestsScreen
      texts={texts}
      query={CorrectionRequestsQuery}
      list={(data) => data.correctionRequests}
      pageSize={CORRECTIONS_PAGE_SIZE}
      statusLabels={CORRECTION_STATUS_LABELS}
      columns={columns}
      accept={{
        button: { text: t('approve.button'), name: (row) => t('approve.buttonName', whose(row)) },
        mutation: ApproveCorrectionRequestMutation,
        confirm: {
          title: t('approve.title'),
          question: (row) => t('approve.question', { ...whoseInSentence(row), value: shownValue(row.field, row.requestedValue, locale) }),
          cancelLabel: t('approve.notNow'),
        },
        done: (row) => t('approve.done', whoseInSentence(row)),
        failed: t('approve.failed'),
      }}
      decline={{
        button: { text: t('reject.button'), name: (row) => t('reject.buttonName', whose(row)), variant: 'danger' },
        mutation: RejectCorrectionRequestMutation,
        dialog: {
          title: (row) => t('reject.title', whoseInSentence(row)),
          rule: CORRECTION_REJECTION_REASON,
          hint: t('reject.hint'),
          busyLabel: t('reject.busy'),
        },
        done: (row) => t('reject.done', whoseInSentence(row)),
        failed: t('reject.failed'),
      }}
    />
  );
}
