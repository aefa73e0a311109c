import styled from 'styled-components';
import type { DocumentFieldType, DocumentRequestStatus, Gender } from '../../../gql/graphql';
import { RequestStatusBadge, StatusBadge, capitalizeStatus } from '../../../ui';
import { formatDate, isoText } from '../../../lib/format-date';
import { fieldEntries } from '../dynamic-form';
import { waitingText, workingDays } from '../request-status';
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
  const values = fieldEntries(request.fieldData, request.documentTypeFields);
  return (
    <>
      <StyledSummaryList aria-label="Request">
        <dt>Reference Number</dt>
        <dd>{request.referenceNumber}</dd>
        <dt>Document Type</dt>
        <dd>{request.documentTypeName}</dd>
        {showRequester && (
          <>
            <dt>Requester</dt>
            <dd>{request.requestor}</dd>
            <dt>Gender</dt>
            <dd>{request.gender ? capitalizeStatus(request.gender) : 'N/A'}</dd>
          </>
        )}
        <dt>Requested At</dt>
        <dd>{formatDate(isoText(request.requestedAt))}</dd>
        <dt>Status</dt>
        <dd><RequestStatusBadge status={request.status} /></dd>
        {request.targetProcessingDays != null && (
          <>
            <dt>Target Processing Time</dt>
            <dd>{workingDays(request.targetProcessingDays)}</dd>
            <dt>Due Date</dt>
            <dd>{formatDate(request.dueDate, 'N/A')}</dd>
          </>
        )}
        {request.waitingWorkingDays != null && (
          <>
            <dt>Waiting</dt>
            <dd>
              <StyledWaiting>
                {waitingText(request.waitingWorkingDays)}
                {request.overdue && <StatusBadge tone="red">Overdue</StatusBadge>}
              </StyledWaiting>
            </dd>
          </>
        )}
      </StyledSummaryList>
      <StyledSummaryHeading>Field Values</StyledSummaryHeading>
      {values.length === 0 ? (
        <p>No values.</p>
      ) : (
        <StyledSummaryList aria-label="Field values">
          {values.map(([name, value]) => (
            <StyledPair key={name}>
              <dt>{name}</dt>
              <dd>{value === '' ? 'N/A' : value}</dd>
            </StyledPair>
          ))}
        </StyledSummaryList>
      )}
      <StyledSummaryHeading>Status History</StyledSummaryHeading>
      <StatusHistory changes={request.statusHistory} />
    </>
  );
}
