import type { MockLink } from '@apollo/client/testing';
import { CORRECTION_MESSAGES, CORRECTION_REASON } from '@barangay-portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CorrectionRequestFieldsFragment } from '../../../gql/graphql';
import { recordingRequest } from '../../../test/mocks';
import { renderWithMocks } from '../../../test/render-with-mocks';
import { MyCorrectionRequestsQuery, RequestCorrectionMutation, WithdrawCorrectionRequestMutation } from '../api/corrections.graphql';
import { CorrectMyDetailsCard } from './correct-my-details-card';

// A whole card driven through user-event in jsdom: slower than the 5 s default when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

type Request = CorrectionRequestFieldsFragment & { __typename: 'CorrectionRequest' };

const ME = {
  __typename: 'User' as const, id: 7, nickname: 'Jun', firstName: 'Juan', middleName: 'Santos', lastName: 'Dela Cruz', gender: 'MALE' as const,
  birthdate: '1990-05-01', birthPlace: 'Quezon City', religion: 'Catholic',
};

const request = (overrides: Partial<CorrectionRequestFieldsFragment> = {}): Request => ({
  __typename: 'CorrectionRequest', id: 41, field: 'LAST_NAME', currentValue: 'Dela Cruz', requestedValue: 'Dela Cruz-Villanueva',
  reason: 'As on my birth certificate.', status: 'PENDING', requestedAt: '2026-03-05T04:00:00.000Z', decidedAt: null, decisionReason: null,
  ...overrides,
});

const myRequestsMock = (requests: Request[]): MockLink.MockedResponse => ({
  request: { query: MyCorrectionRequestsQuery },
  result: { data: { me: ME, myCorrectionRequests: requests } },
});

const card = async () => (await screen.findByRole('heading', { level: 2, name: 'Correct My Details' })).closest('section')!;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('Correct My Details (resident Profile)', () => {
  it('checks the detail, the value and the reason as the server does, then sends the request and lists it waiting', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<CorrectMyDetailsCard />, [
      myRequestsMock([]),
      { request: recordingRequest(RequestCorrectionMutation, sent), result: { data: { requestCorrection: request() } } },
      myRequestsMock([request()]),
    ]);
    const region = await card();
    expect(await within(region).findByText('You have not asked for a correction.')).toBeInTheDocument();
    const form = within(region).getByRole('form', { name: 'Correct My Details' });
    const send = within(form).getByRole('button', { name: 'Ask for the correction' });

    await user.click(send);
    expect(within(form).getByText(CORRECTION_MESSAGES.fieldRequired)).toBeInTheDocument();
    expect(within(form).getByText(CORRECTION_REASON.required)).toBeInTheDocument();

    await user.selectOptions(within(form).getByLabelText(/Detail to correct/), 'Last name');
    expect(within(form).getByText('Your record says: Dela Cruz')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/It should say/), 'Dela Cruz');
    await user.type(within(form).getByLabelText(/Reason/), '  As on my birth certificate. ');
    await user.click(send);
    expect(within(form).getByLabelText(/It should say/)).toHaveAccessibleDescription(CORRECTION_MESSAGES.sameValue);
    expect(sent).toEqual([]);

    await user.clear(within(form).getByLabelText(/It should say/));
    await user.type(within(form).getByLabelText(/It should say/), 'Dela Cruz-Villanueva');
    await user.click(send);
    expect(await within(region).findByText(
      'Your request to correct Last name was sent. The barangay will approve it or tell you why not.')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { field: 'LAST_NAME', requestedValue: 'Dela Cruz-Villanueva', reason: 'As on my birth certificate.' } }]);
    const table = within(region).getByRole('table', { name: 'My correction requests' });
    const row = (await within(table).findByText('Dela Cruz → Dela Cruz-Villanueva')).closest('tr')!;
    expect(cellsOf(row)).toEqual(['Last name', 'Dela Cruz → Dela Cruz-Villanueva', 'Waiting for the barangay', 'March 5, 2026', '—', 'Withdraw']);
    // Sent, the form starts afresh.
    expect(within(form).getByLabelText(/Detail to correct/)).toHaveValue('');
  });

  it('takes a birthdate as a date and a gender as a choice, refused as at registration', async () => {
    const { user } = renderWithMocks(<CorrectMyDetailsCard />, [myRequestsMock([])]);
    const form = within(await card()).getByRole('form', { name: 'Correct My Details' });
    await screen.findByText('You have not asked for a correction.');

    await user.selectOptions(within(form).getByLabelText(/Detail to correct/), 'Birthdate');
    expect(within(form).getByText('Your record says: May 1, 1990')).toBeInTheDocument();
    const date = within(form).getByLabelText(/It should say/);
    expect(date).toHaveAttribute('type', 'date');
    await user.type(date, '2999-01-01');
    await user.type(within(form).getByLabelText(/Reason/), 'Typed wrongly.');
    await user.click(within(form).getByRole('button', { name: 'Ask for the correction' }));
    expect(within(form).getByLabelText(/It should say/))
      .toHaveAccessibleDescription('Birthdate must be a real date, written YYYY-MM-DD, and not in the future.');

    // Another detail takes another kind of value: the date typed for the birthdate goes.
    await user.selectOptions(within(form).getByLabelText(/Detail to correct/), 'Gender');
    const choice = within(form).getByLabelText(/It should say/);
    expect(choice).toHaveTextContent('Choose...MaleFemale');
    await user.selectOptions(choice, 'Male');
    await user.click(within(form).getByRole('button', { name: 'Ask for the correction' }));
    expect(within(form).getByLabelText(/It should say/)).toHaveAccessibleDescription(CORRECTION_MESSAGES.sameValue);
  });

  it('shows how each request ended, and withdraws a waiting one after confirming', async () => {
    const withdrawn: Record<string, unknown>[] = [];
    const rejected = request({
      id: 40, field: 'BIRTH_PLACE', currentValue: 'Quezon City', requestedValue: 'Lungsod Quezon', status: 'REJECTED',
      decidedAt: '2026-03-02T04:00:00.000Z', decisionReason: 'Quezon City is how the PSA spells it.', requestedAt: '2026-03-01T04:00:00.000Z',
    });
    const { user } = renderWithMocks(<CorrectMyDetailsCard />, [
      myRequestsMock([request(), rejected]),
      { request: recordingRequest(WithdrawCorrectionRequestMutation, withdrawn), result: { data: { withdrawCorrectionRequest: request({ status: 'WITHDRAWN' }) } } },
      myRequestsMock([request({ status: 'WITHDRAWN', decidedAt: '2026-03-06T04:00:00.000Z' }), rejected]),
    ]);
    const region = await card();
    const table = within(region).getByRole('table', { name: 'My correction requests' });
    const rejectedRow = (await within(table).findByText('Quezon City → Lungsod Quezon')).closest('tr')!;
    expect(cellsOf(rejectedRow)).toEqual(['Birthplace', 'Quezon City → Lungsod Quezon', 'Not approved', 'March 1, 2026', 'Quezon City is how the PSA spells it.', '']);

    await user.click(within(table).getByRole('button', { name: 'Withdraw the correction of Last name' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw correction request' });
    expect(dialog).toHaveTextContent('Withdraw your request to correct Last name? You can ask again later.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep request' }));
    expect(withdrawn).toEqual([]);

    await user.click(within(table).getByRole('button', { name: 'Withdraw the correction of Last name' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Withdraw correction request' })).getByRole('button', { name: 'Withdraw' }));
    expect(await within(region).findByText('Your correction request was withdrawn.')).toBeInTheDocument();
    expect(withdrawn).toEqual([{ id: 41 }]);
    expect(await within(table).findByText('Withdrawn')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal when a request for the detail already waits, and keeps what was typed", async () => {
    const message = CORRECTION_MESSAGES.alreadyPending('Religion');
    const { user } = renderWithMocks(<CorrectMyDetailsCard />, [
      myRequestsMock([]),
      {
        request: { query: RequestCorrectionMutation, variables: () => true },
        result: { errors: [{ message, extensions: { code: 'CONFLICT', reason: 'CORRECTION_PENDING' } }] },
      },
      myRequestsMock([]),
    ]);
    const form = within(await card()).getByRole('form', { name: 'Correct My Details' });
    await user.selectOptions(within(form).getByLabelText(/Detail to correct/), 'Religion');
    await user.type(within(form).getByLabelText(/It should say/), 'Aglipayan');
    await user.type(within(form).getByLabelText(/Reason/), 'Converted in 2020.');
    await user.click(within(form).getByRole('button', { name: 'Ask for the correction' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(within(form).getByLabelText(/It should say/)).toHaveValue('Aglipayan');
  });
});
