import { useQuery } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { TRANSFER_MESSAGES } from '@barangay-portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ResidentTransferFieldsFragment } from '../../../gql/graphql';
import { recordingRequest } from '../../../test/mocks';
import { renderWithMocks } from '../../../test/render-with-mocks';
import { CancelTransferMutation, MyTransferQuery, RequestTransferMutation } from '../api/transfers.graphql';
import { ResidentTransferSection } from './resident-transfer-section';

// Whole sections driven through user-event in jsdom: slower than the 5 s default when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const DESTINATIONS = [
  { __typename: 'TransferDestination' as const, id: 2, name: 'Bagong Silang' },
  { __typename: 'TransferDestination' as const, id: 3, name: 'Camarin' },
];

type Transfer = ResidentTransferFieldsFragment & { __typename: 'ResidentTransfer' };

const transfer = (overrides: Partial<ResidentTransferFieldsFragment> = {}): Transfer => ({
  __typename: 'ResidentTransfer', id: 41, status: 'PENDING', fromBarangayName: 'Barangay San Isidro', toBarangayName: 'Bagong Silang',
  toHostName: 'bagongsilang.example.ph', newAddress: 'Phase 9, Block 12, Bagong Silang', declineReason: null,
  requestedAt: '2026-03-05T12:00:00.000Z', decidedAt: null, ...overrides,
});

const myTransferMock = (myTransfer: Transfer | null, destinations = DESTINATIONS): MockLink.MockedResponse => ({
  request: { query: MyTransferQuery },
  result: { data: { transferDestinations: destinations, myTransfer } },
});

/** Shows 'answered' once the section's query is answered (the same query, answered once for both), so nothing is judged before. */
function Answered() {
  const { data } = useQuery(MyTransferQuery);
  return data ? <p>answered</p> : null;
}

/** The section's card, found by its heading. */
const section = async () => (await screen.findByRole('heading', { level: 2, name: 'Moving to another barangay' })).closest('section')!;

describe('Moving to another barangay (resident Profile)', () => {
  it('renders nothing, not even its heading, on a single-barangay install', async () => {
    // A move from earlier would show with a destination: here there is none, so nothing does.
    const { container } = renderWithMocks(<><ResidentTransferSection /><Answered /></>, [
      { ...myTransferMock(transfer({ status: 'DECLINED', declineReason: 'Not within Bagong Silang.' }), []), maxUsageCount: 2 },
    ]);
    await screen.findByText('answered');
    expect(container.textContent).toBe('answered');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('asks to move with the barangay and address given, shows the request waiting, and withdraws it after confirming', async () => {
    const asked: Record<string, unknown>[] = [];
    const canceled: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<ResidentTransferSection />, [
      myTransferMock(null),
      { request: recordingRequest(RequestTransferMutation, asked), result: { data: { requestTransfer: transfer() } } },
      myTransferMock(transfer()),
      { request: recordingRequest(CancelTransferMutation, canceled), result: { data: { cancelTransfer: transfer({ status: 'CANCELED' }) } } },
      myTransferMock(transfer({ status: 'CANCELED', decidedAt: '2026-03-06T12:00:00.000Z' })),
    ]);
    const region = await section();
    expect(within(region).queryByText('Your latest request')).not.toBeInTheDocument();
    const form = within(region).getByRole('form', { name: 'Ask to move' });
    expect(within(form).getByLabelText(/Barangay/)).toHaveTextContent('Choose a barangay...Bagong SilangCamarin');

    // Checked before anything is sent, with the server's own messages.
    await user.click(within(form).getByRole('button', { name: 'Ask to move' }));
    expect(within(form).getByText(TRANSFER_MESSAGES.destinationRequired)).toBeInTheDocument();
    expect(within(form).getByText('Address is required')).toBeInTheDocument();
    expect(asked).toEqual([]);

    await user.selectOptions(within(form).getByLabelText(/Barangay/), 'Bagong Silang');
    await user.type(within(form).getByLabelText(/New address/), '  Phase 9, Block 12, Bagong Silang ');
    await user.click(within(form).getByRole('button', { name: 'Ask to move' }));

    expect(await within(region).findByText('Your request to move to Bagong Silang was sent. Its staff will accept or decline it.'))
      .toBeInTheDocument();
    expect(asked).toEqual([{ input: { toBarangayId: 2, newAddress: 'Phase 9, Block 12, Bagong Silang' } }]);
    expect(await within(region).findByText('Waiting for the new barangay')).toBeInTheDocument();
    expect(within(region).getByText('Phase 9, Block 12, Bagong Silang')).toBeInTheDocument();
    // While it waits, no second request: only its withdrawal.
    expect(within(region).queryByRole('form', { name: 'Ask to move' })).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Withdraw request' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw request' });
    expect(dialog).toHaveTextContent('Withdraw your request to move to Bagong Silang?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep request' }));
    expect(canceled).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Withdraw request' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Withdraw request' })).getByRole('button', { name: 'Withdraw request' }));
    expect(await within(region).findByText('Your request to move was withdrawn.')).toBeInTheDocument();
    expect(canceled).toEqual([{ id: 41 }]);
    expect(await within(region).findByText('Canceled')).toBeInTheDocument();
    // Withdrawn, the resident may ask again.
    expect(within(region).getByRole('form', { name: 'Ask to move' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal while a document request is unfinished, and keeps what was typed", async () => {
    const { user } = renderWithMocks(<ResidentTransferSection />, [
      myTransferMock(null),
      {
        request: { query: RequestTransferMutation, variables: () => true },
        result: { errors: [{ message: TRANSFER_MESSAGES.openRequests, extensions: { code: 'CONFLICT', reason: 'TRANSFER_OPEN_REQUESTS' } }] },
      },
      myTransferMock(null),
    ]);
    const form = within(await section()).getByRole('form', { name: 'Ask to move' });
    await user.selectOptions(within(form).getByLabelText(/Barangay/), 'Camarin');
    await user.type(within(form).getByLabelText(/New address/), 'Block 3, Camarin');
    await user.click(within(form).getByRole('button', { name: 'Ask to move' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(TRANSFER_MESSAGES.openRequests);
    expect(within(form).getByLabelText(/New address/)).toHaveValue('Block 3, Camarin');
  });

  it("puts the server's field messages on the fields", async () => {
    const { user } = renderWithMocks(<ResidentTransferSection />, [
      myTransferMock(null),
      {
        request: { query: RequestTransferMutation, variables: () => true },
        result: { errors: [{
          message: 'Some fields are not valid.',
          extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT', fields: { toBarangayId: [TRANSFER_MESSAGES.destinationRequired] } },
        }] },
      },
      myTransferMock(null),
    ]);
    const form = within(await section()).getByRole('form', { name: 'Ask to move' });
    await user.selectOptions(within(form).getByLabelText(/Barangay/), 'Camarin');
    await user.type(within(form).getByLabelText(/New address/), 'Block 3, Camarin');
    await user.click(within(form).getByRole('button', { name: 'Ask to move' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your request to move could not be sent. Check the fields below.');
    expect(within(form).getByLabelText(/Barangay/)).toHaveAccessibleDescription(TRANSFER_MESSAGES.destinationRequired);
  });

  it('says why a move was declined, and offers to ask again', async () => {
    renderWithMocks(<ResidentTransferSection />, [
      myTransferMock(transfer({ status: 'DECLINED', declineReason: 'The address is not within Bagong Silang.', decidedAt: '2026-03-06T12:00:00.000Z' })),
    ]);
    const region = await section();
    expect(await within(region).findByText('Declined')).toBeInTheDocument();
    expect(within(region).getByText('The address is not within Bagong Silang.')).toBeInTheDocument();
    expect(within(region).getByRole('form', { name: 'Ask to move' })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Withdraw request' })).not.toBeInTheDocument();
  });

  it('tells a resident whose move was accepted where to sign in from now on', async () => {
    renderWithMocks(<ResidentTransferSection />, [
      myTransferMock(transfer({ status: 'ACCEPTED', decidedAt: '2026-03-06T12:00:00.000Z' }), [DESTINATIONS[1]]),
    ]);
    const region = await section();
    expect(await within(region).findByText('Accepted')).toBeInTheDocument();
    expect(within(region).getByText('From now on, sign in at bagongsilang.example.ph.')).toBeInTheDocument();
    expect(within(region).queryByText('Reason')).not.toBeInTheDocument();
  });
});
