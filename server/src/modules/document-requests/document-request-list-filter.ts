import type { DocumentRequestStatus } from '@barangay-portal/domain';
import type { SelectQueryBuilder } from 'typeorm';
import { whereAnyContains } from '../../db/like-pattern';
import type { DocumentRequest } from './document-request.entity';

// The staff's requests list's filters, one place for every reader of the list: the screen's pages (the service's
// `list`) and the spreadsheet export (document-request.export.ts) keep the same requests for the same filters.

/** The requests list's filters (DocumentRequestsArgs without its paging and sorting). */
export interface DocumentRequestFilters {
  readonly search?: string | null;
  readonly status?: DocumentRequestStatus | null;
}

/** What the search looks in: the requester's or the counter inhabitant's names, the document type, the reference number. */
export const REQUEST_SEARCH_COLUMNS = [
  'requester.firstName', 'requester.lastName', 'inhabitant.firstName', 'inhabitant.lastName', 'type.name', 'request.referenceNumber',
] as const;

/**
 * The barangay's requests (`query` is on `request`) with their type, requester and counter inhabitant joined (the
 * requestor's name reads them: documentRequestFields), kept by the list's search and status.
 */
export function documentRequestsMatching(
  query: SelectQueryBuilder<DocumentRequest>, barangayId: number, filters: DocumentRequestFilters,
): SelectQueryBuilder<DocumentRequest> {
  query.innerJoinAndSelect('request.documentType', 'type')
    .leftJoinAndSelect('request.requester', 'requester')
    .leftJoinAndSelect('request.inhabitant', 'inhabitant')
    .where('request.barangayId = :barangayId', { barangayId });
  whereAnyContains(query, REQUEST_SEARCH_COLUMNS, filters.search);
  if (filters.status) query.andWhere('request.status = :status', { status: filters.status });
  return query;
}
