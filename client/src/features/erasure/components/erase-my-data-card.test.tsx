import type { MockLink } from '@apollo/client/testing';
import { ERASURE_MESSAGES } from '@barangay-portal/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MyErasureRequestFieldsFragment } from '../../../gql/graphql';
import { recordingRequest } from '../../../test/mocks';
import { renderWithMocks } from '../../../test/render-with-mocks';
import { MyErasureQuery, RequestErasureMutation, WithdrawErasureRequestMutation } from '../api/erasure.graphql';
import { EraseMyDataCard } from './erase-my-data-card';

// A whole card driven through user-event in jsdom: slower than the 5 s default when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

type Request = MyErasureRequestFieldsFragment & { __typename: 'ErasureRequest' };

const line = (what: string, count: number, why: string | null = null) => ({ __typename: 'ErasurePlanLine' as const, what, count, why });

const PLAN = {
  __typename: 'ErasurePlan' as const,
  erased: [line("Your account's details: names, e-mail address and address.", 1), line('The image of your valid ID.', 1)],
  kept: [
    line('Your document requests: reference number, document type, dates and status history.', 2,
      'Records of documents a barangay issued must be kept (Republic Act No. 9470).'),
    line('Certificates issued to you, with your name as first name and initials.', 1, 'Whoever you gave one to can still check it.'),
  ],
};

const request = (overrides: Partial<MyErasureRequestFieldsFragment> = {}): Request => ({
  __typename: 'ErasureRequest', id: 5, status: 'PENDING', reason: null, requestedAt: '2026-03-05T04:00:00.000Z', decidedAt: null,
  refusalReason: null, ...overrides,
});

const myErasureMock = (mine: Request | null): MockLink.MockedResponse => ({
  request: { query: MyErasureQuery },
  result: { data: { erasurePlan: PLAN, myErasureRequest: mine } },
});

const card = async () => (await screen.findByRole('heading', { level: 2, name: 'Erase My Data' })).closest('section')!;

describe('Erase My Data (resident Profile)', () => {
  it('shows what would be erased, and what kept with each reason and how many of the resident\'s records', async () => {
    renderWithMocks(<EraseMyDataCard />, [myErasureMock(null)]);
    const region = await card();
    const erased = await within(region).findByRole('region', { name: 'What will be erased' });
    expect(within(erased).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "Your account's details: names, e-mail address and address. (1 record)", 'The image of your valid ID. (1 record)',
    ]);
    const kept = within(region).getByRole('region', { name: 'What will be kept, and why' });
    expect(within(kept).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Your document requests: reference number, document type, dates and status history. (2 records)'
        + 'Why: Records of documents a barangay issued must be kept (Republic Act No. 9470).',
      'Certificates issued to you, with your name as first name and initials. (1 record)Why: Whoever you gave one to can still check it.',
    ]);
  });

  it('asks for the password and the confirmation that the account closes before sending, then shows the request waiting', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<EraseMyDataCard />, [
      myErasureMock(null),
      { request: recordingRequest(RequestErasureMutation, sent), result: { data: { requestErasure: request({ reason: 'Moving abroad.' }) } } },
      myErasureMock(request({ reason: 'Moving abroad.' })),
    ]);
    const region = await card();
    const form = await within(region).findByRole('form', { name: 'Ask to erase my data' });
    const send = within(form).getByRole('button', { name: 'Ask to erase my data' });
    await user.click(send);
    expect(within(form).getByLabelText(/Current Password/)).toHaveAccessibleDescription(/Current Password is required/);
    expect(within(form).getByText('Confirm that you understand your account will be closed.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText(/Current Password/), 'kalayaan-1898');
    await user.type(within(form).getByLabelText(/Reason/), '  Moving abroad. ');
    await user.click(within(form).getByRole('checkbox', { name: ERASURE_MESSAGES.confirmation }));
    await user.click(send);
    expect(await within(region).findByText('Your request was sent. The barangay will process or refuse it, and you will be told here.'))
      .toBeInTheDocument();
    expect(sent).toEqual([{ input: { currentPassword: 'kalayaan-1898', reason: 'Moving abroad.' } }]);
    expect(await within(region).findByText('Waiting for the barangay')).toBeInTheDocument();
    // While it waits there is nothing more to ask: the form gives way to Withdraw.
    expect(within(region).queryByRole('form', { name: 'Ask to erase my data' })).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
  });

  it('puts a wrong password on its field, as the server says', async () => {
    const { user } = renderWithMocks(<EraseMyDataCard />, [
      myErasureMock(null),
      {
        request: { query: RequestErasureMutation, variables: () => true },
        result: { errors: [{
          message: 'Argument Validation Error',
          extensions: { code: 'BAD_USER_INPUT', reason: 'WRONG_CURRENT_PASSWORD', fields: { currentPassword: ['The current password is not correct.'] } },
        }] },
      },
      // The card reads its request again after any answer.
      myErasureMock(null),
    ]);
    const form = await within(await card()).findByRole('form', { name: 'Ask to erase my data' });
    await user.type(within(form).getByLabelText(/Current Password/), 'not-mine');
    await user.click(within(form).getByRole('checkbox', { name: ERASURE_MESSAGES.confirmation }));
    await user.click(within(form).getByRole('button', { name: 'Ask to erase my data' }));
    expect(await within(form).findByText('The current password is not correct.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your request could not be sent. Check the fields below.');
  });

  it('withdraws a waiting request after confirming', async () => {
    const withdrawn: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<EraseMyDataCard />, [
      myErasureMock(request()),
      { request: recordingRequest(WithdrawErasureRequestMutation, withdrawn), result: { data: { withdrawErasureRequest: request({ status: 'WITHDRAWN' }) } } },
      myErasureMock(request({ status: 'WITHDRAWN', decidedAt: '2026-03-06T04:00:00.000Z' })),
    ]);
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Withdraw request' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw request' });
    expect(dialog).toHaveTextContent('Withdraw your request to erase your data? You can ask again later.');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    expect(await within(region).findByText('Your request to erase your data was withdrawn.')).toBeInTheDocument();
    expect(withdrawn).toEqual([{}]);
    expect(await within(region).findByText('Withdrawn')).toBeInTheDocument();
    expect(within(region).getByRole('form', { name: 'Ask to erase my data' })).toBeInTheDocument();
  });

  it('shows why a refused request was refused, and lets the resident ask again', async () => {
    renderWithMocks(<EraseMyDataCard />, [myErasureMock(request({
      status: 'REFUSED', decidedAt: '2026-03-06T04:00:00.000Z', refusalReason: 'A court order requires your records.',
    }))]);
    const region = await card();
    expect(await within(region).findByText('Refused')).toBeInTheDocument();
    expect(within(region).getByText('A court order requires your records.')).toBeInTheDocument();
    expect(within(region).getByRole('form', { name: 'Ask to erase my data' })).toBeInTheDocument();
  });
});
