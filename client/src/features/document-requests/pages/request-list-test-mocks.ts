import type { MockLink } from '@apollo/client/testing';
import { listPageMock } from '../../../test/mocks';
import { DocumentRequestsQuery } from '../api/document-requests.graphql';

const REQUESTS_PAGE = { query: DocumentRequestsQuery, field: 'documentRequests', typename: 'DocumentRequestPage' };

/** For the requests screens' tests: the requests list answered with these rows, each request's variables kept in `seen`. */
export function listMock(items: readonly unknown[], seen: Record<string, unknown>[] = [], total = items.length): MockLink.MockedResponse {
  return listPageMock(REQUESTS_PAGE, items, seen, total);
}
