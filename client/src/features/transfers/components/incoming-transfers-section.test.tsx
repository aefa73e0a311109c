import { useQuery } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { TRANSFER_MESSAGES } from '@barangay-portal/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Permission } from '../../../gql/graphql';
import { useStaffAccess } from '../../../lib/staff-access';
import { recordingRequest, staffAccessMock } from '../../../test/mocks';
import { renderWithMocks } from '../../../test/render-with-mocks';
import { DecideTransferMutation, IncomingTransfersQuery } from '../api/transfers.graphql';
import type { IncomingTransfer } from '../incoming-transfer';
import { IncomingTransfersSection } from './incoming-transfers-section';

// Whole sections driven through user-event in jsdom: slower than the 5 s default when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

/** A row as the server sends it, type names included. */
type Mover = IncomingTransfer & {
  __typename: 'ResidentTransfer';
  resident: NonNullable<IncomingTransfer['resident']> & { __typename: 'TransferringResident' };
};

const LIGAYA: Mover = {
  __typename: 'ResidentTransfer', id: 5, fromBarangayName: 'Barangay San Isidro', newAddress: 'Phase 9, Block 12, Bagong Silang',
  requestedAt: '2026-03-05T12:00:00.000Z',
  resident: {
    __typename: 'TransferringResident', id: 31, firstName: 'Ligaya', lastName: 'Dimaculangan', email: 'ligaya@example.ph',
    idVerificationStatus: 'APPROVED',
  },
};

/** The incoming list, answered once per request in this order; each request is recorded in `sent`. */
const incomingMocks = (lists: Mover[][], sent: Record<string, unknown>[] = []): MockLink.MockedResponse[] =>
  lists.map((incomingTransfers) => ({ request: recordingRequest(IncomingTransfersQuery, sent), result: { data: { incomingTransfers } } }));

const decided = (status: 'ACCEPTED' | 'DECLINED', declineReason: string | null = null) => ({
  decideTransfer: { __typename: 'ResidentTransfer', id: LIGAYA.id, status, declineReason, decidedAt: '2026-03-06T12:00:00.000Z' },
});

/** Shows 'access known' once the staff member's permissions are in, so nothing is judged before. */
function AccessKnown() {
  const { loading } = useStaffAccess();
  return loading ? null : <p>access known</p>;
}

/** Shows 'answered' once the incoming list is answered (the same query, answered once for both), so nothing is judged before. */
function IncomingAnswered() {
  const { data } = useQuery(IncomingTransfersQuery);
  return data ? <p>answered</p> : null;
}

const renderSection = (permissions: readonly Permission[], mocks: MockLink.MockedResponse[]) =>
  renderWithMocks(<><IncomingTransfersSection /><AccessKnown /></>, [staffAccessMock(permissions), ...mocks]);

const section = async () => (await screen.findByRole('heading', { level: 2, name: 'Residents moving here' })).closest('section')!;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('Residents moving here (Residents screen)', () => {
  it('renders nothing while no one is waiting', async () => {
    const { container } = renderWithMocks(<><IncomingTransfersSection /><IncomingAnswered /></>, [
      staffAccessMock(['VIEW_RESIDENTS', 'VERIFY_IDS']), { ...incomingMocks([[]])[0], maxUsageCount: 2 },
    ]);
    await screen.findByText('answered');
    expect(container.textContent).toBe('answered');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sends no query, and shows nothing, to staff who do not verify IDs', async () => {
    const sent: Record<string, unknown>[] = [];
    const { container } = renderSection(['VIEW_RESIDENTS'], incomingMocks([[LIGAYA]], sent));
    // The section asks, if at all, as it mounts: by the time the permissions are in, a request would have been made.
    await screen.findByText('access known');
    expect(sent).toEqual([]);
    expect(container.textContent).toBe('access known');
  });

  it('lists who is moving here, and accepts one after confirming', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderSection(['VIEW_RESIDENTS', 'VERIFY_IDS'], [
      ...incomingMocks([[LIGAYA]]),
      { request: recordingRequest(DecideTransferMutation, sent), result: { data: decided('ACCEPTED') } },
      ...incomingMocks([[]]),
    ]);
    const region = await section();
    const table = within(region).getByRole('table', { name: 'Residents moving here' });
    const row = within(table).getByText('Ligaya Dimaculangan').closest('tr')!;
    expect(cellsOf(row)).toEqual([
      'Ligaya Dimaculangan', 'ligaya@example.ph', 'Barangay San Isidro', 'Phase 9, Block 12, Bagong Silang', 'Verified', 'March 5, 2026',
      'AcceptDecline',
    ]);

    await user.click(within(row).getByRole('button', { name: 'Accept Ligaya Dimaculangan' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Accept resident' });
    expect(dialog).toHaveTextContent("Accept Ligaya Dimaculangan from Barangay San Isidro? Their account becomes this barangay's");
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(sent).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Accept Ligaya Dimaculangan' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Accept resident' })).getByRole('button', { name: 'Accept' }));
    expect(await within(region).findByText('Ligaya Dimaculangan is now a resident of this barangay.')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { id: 5, accept: true } }]);
    // Read afresh: no one waits any more.
    expect(await within(region).findByText('No residents are waiting to move here.')).toBeInTheDocument();
  });

  it('declines with a reason, refusing an empty one before sending', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderSection(['VERIFY_IDS'], [
      ...incomingMocks([[LIGAYA]]),
      { request: recordingRequest(DecideTransferMutation, sent), result: { data: decided('DECLINED', 'Not within Bagong Silang.') } },
      ...incomingMocks([[]]),
    ]);
    const region = await section();
    await user.click(within(region).getByRole('button', { name: 'Decline Ligaya Dimaculangan' }));
    const form = screen.getByRole('dialog', { name: 'Decline Ligaya Dimaculangan' });
    await user.type(within(form).getByLabelText(/Reason/), '   ');
    await user.click(within(form).getByRole('button', { name: 'Decline' }));
    expect(within(form).getByText('A reason is required.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(form).getByLabelText(/Reason/));
    await user.type(within(form).getByLabelText(/Reason/), ' Not within Bagong Silang. ');
    await user.click(within(form).getByRole('button', { name: 'Decline' }));
    expect(await within(region).findByText("Ligaya Dimaculangan's request to move here was declined.")).toBeInTheDocument();
    expect(sent).toEqual([{ input: { id: 5, accept: false, reason: 'Not within Bagong Silang.' } }]);
    expect(screen.queryByRole('dialog', { name: 'Decline Ligaya Dimaculangan' })).not.toBeInTheDocument();
  });

  it('says why a move cannot be accepted while the resident has requests open where they live', async () => {
    const { user } = renderSection(['VERIFY_IDS'], [
      ...incomingMocks([[LIGAYA]]),
      {
        request: { query: DecideTransferMutation, variables: () => true },
        result: { errors: [{ message: TRANSFER_MESSAGES.openRequests, extensions: { code: 'CONFLICT', reason: 'TRANSFER_OPEN_REQUESTS' } }] },
      },
      ...incomingMocks([[LIGAYA]]),
    ]);
    const region = await section();
    await user.click(within(region).getByRole('button', { name: 'Accept Ligaya Dimaculangan' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Accept resident' })).getByRole('button', { name: 'Accept' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Ligaya Dimaculangan still has document requests Barangay San Isidro has not finished',
    );
    expect(within(region).getByText('Ligaya Dimaculangan')).toBeInTheDocument();
  });
});
