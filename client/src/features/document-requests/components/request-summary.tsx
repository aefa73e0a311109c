import styled from 'styled-components';
import type { DocumentFieldType, DocumentRequestStatus, Gender } from '../../../gql/graphql';
import { RequestStatusBadge, StatusBadge } from '../../../ui';
import { isoText } from '../../../lib/format-date';
import { useLocale, useMessages } from '../../../lib/i18n/language-context';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { fieldEntries } from '../dynamic-form';
import { documentRequestsMessages } from '../messages';
import { genderText, waitingText, workingDays } from '../request-status';
import { StatusHistory, type StatusChange } from './status-history';
import { StyledSummaryHeading, StyledSummaryList } from './summary-styles';

/** A dt/dd pair wrapped for its key, laid out as if the wrapper were not there. */
const StyledPair = styled.div`
  display: contents;
`;

const StyledWaiting = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface RequestSummaryData {
  referenceNumber: string;
  documentTypeName: string;
  requestor: string;
  gender: Gender | null;
  requestedAt: unknown;
  status: DocumentRequestStatus;
  fieldData: unknown;
  /** The type's fields: what kind of value each answer is (a date is written out). */
  documentTypeFields?: ReadonlyArray<{ name: string; fieldType: DocumentFieldType }>;
  statusHistory: readonly StatusChange[];
  targetProcessingDays?: number | null;
  waitingWorkingDays?: number | null;
  dueDate?: string | null;
  overdue?: boolean;
}

/** A request as the Review and details modals show it: who asked for what, when, the values, and the history. */
export function RequestSummary({ request, showRequester = true }: { request: RequestSummaryData; showRequester?: boolean }) {
  const t = useMessages(documentRequestsMessages);
  const locale = useLocale();
  const { date } = useDateFormat();
  const values = fieldEntries(t, request.fieldData, request.documentTypeFields, locale);
  return (
    <>
      <StyledSummaryList aria-label={t('summary.label')}>
        <dt>{t('summary.referenceNumber')}</dt>
        <dd>{request.referenceNumber}</dd>
        <dt>{t('summary.documentType')}</dt>
        <dd>{request.documentTypeName}</dd>
        {showRequester && (
          <>
            <dt>{t('summary.requester')}</dt>
            <dd>{request.requestor}</dd>
            <dt>{t('summary.gender')}</dt>
            <dd>{request.gender ? genderText(t, request.gender) : t('notAvailable')}</dd>
          </>
        )}
        <dt>{t('summary.requestedAt')}</dt>
        <dd>{date(isoText(request.requestedAt))}</dd>
        <dt>{t('summary.status')}</dt>
        <dd><RequestStatusBadge status={request.status} /></dd>
        {request.targetProcessingDays != null && (
          <>
            <dt>{t('summary.targetProcessingTime')}</dt>
            <dd>{workingDays(t, request.targetProcessingDays)}</dd>
            <dt>{t('summary.dueDate')}</dt>
            <dd>{date(request.dueDate, t('notAvailable'))}</dd>
          </>
        )}
        {request.waitingWorkingDays != null && (
          <>
            <dt>{t('summary.waiting')}</dt>
            <dd>
              <StyledWaiting>
                {waitingText(t, request.waitingWorkingDays)}
                {request.overdue && <StatusBadge tone="red">{t('overdue')}</StatusBadge>}
              </StyledWaiting>
            </dd>
          </>
        )}
      </StyledSummaryList>
      <StyledSummaryHeading>{t('summary.fieldValues')}</StyledSummaryHeading>
      {values.length === 0 ? (
        <p>{t('summary.noValues')}</p>
      ) : (
        <StyledSummaryList aria-label={t('summary.fieldValuesLabel')}>
          {values.map(([name, value]) => (
            <StyledPair key={name}>
              <dt>{name}</dt>
              <dd>{value === '' ? t('notAvailable') : value}</dd>
            </StyledPair>
          ))}
        </StyledSummaryList>
      )}
      <StyledSummaryHeading>{t('summary.statusHistory')}</StyledSummaryHeading>
      <StatusHistory changes={request.statusHistory} />
    </>
  );
}
