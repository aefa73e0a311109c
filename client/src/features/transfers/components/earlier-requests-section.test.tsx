import { useQuery } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EarlierDocumentRequestsQuery as EarlierRequestsData } from '../../../gql/graphql';
import { renderWithMocks } from '../../../test/render-with-mocks';
import { EarlierDocumentRequestsQuery } from '../api/transfers.graphql';
import { EarlierRequestsSection } from './earlier-requests-section';

type EarlierRequest = EarlierRequestsData['earlierDocumentRequests'][number] & { __typename: 'EarlierDocumentRequest' };

const request = (id: number, referenceNumber: string, status: EarlierRequest['status'], certificateCode: string | null): EarlierRequest => ({
  __typename: 'EarlierDocumentRequest', id, referenceNumber, documentTypeName: 'Barangay Clearance', status,
  requestedAt: '2026-03-05T12:00:00.000Z', barangayName: 'Barangay San Isidro', certificateCode,
});

const earlierMock = (earlierDocumentRequests: EarlierRequest[]): MockLink.MockedResponse => ({
  request: { query: EarlierDocumentRequestsQuery },
  result: { data: { earlierDocumentRequests } },
  maxUsageCount: 2,
});

/** Shows 'answered' once the section's query is answered (the same query, answered once for both), so nothing is judged before. */
function Answered() {
  const { data } = useQuery(EarlierDocumentRequestsQuery);
  return data ? <p>answered</p> : null;
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('Requests at your earlier barangay (resident Document Request screen)', () => {
  it('renders nothing for a resident who never moved', async () => {
    const { container } = renderWithMocks(<><EarlierRequestsSection /><Answered /></>, [earlierMock([])], { router: true });
    await screen.findByText('answered');
    expect(container.textContent).toBe('answered');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('lists the requests the earlier barangay keeps, with a link verifying each certificate issued', async () => {
    renderWithMocks(<EarlierRequestsSection />, [earlierMock([
      request(12, 'SI-2026-000012', 'RELEASED', 'a1b2 c3/d4'),
      request(9, 'SI-2026-000009', 'REJECTED', null),
    ])], { router: true });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Requests at your earlier barangay' });
    const table = within(heading.closest('section')!).getByRole('table', { name: 'Requests at your earlier barangay' });
    const released = within(table).getByText('SI-2026-000012').closest('tr')!;
    expect(cellsOf(released)).toEqual([
      'SI-2026-000012', 'Barangay Clearance', 'Released', 'March 5, 2026', 'Barangay San Isidro', 'Verify certificate',
    ]);
    expect(within(released).getByRole('link', { name: 'Verify certificate of SI-2026-000012' })).toHaveAttribute('href', '/verify/a1b2%20c3%2Fd4');
    const rejected = within(table).getByText('SI-2026-000009').closest('tr')!;
    expect(cellsOf(rejected)).toEqual(['SI-2026-000009', 'Barangay Clearance', 'Rejected', 'March 5, 2026', 'Barangay San Isidro', '']);
    expect(within(rejected).queryByRole('link')).not.toBeInTheDocument();
  });
});
