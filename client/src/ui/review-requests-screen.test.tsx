import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
// A real feature's documents exercise the screen (docs/architecture.md#client-import-rules allows it in tests).
import {
  ApproveCorrectionRequestMutation, CorrectionRequestsQuery, RejectCorrectionRequestMutation,
} from '../features/corrections/api/corrections.graphql';
import type { StaffCorrection } from '../features/corrections/staff-correction';
import type { CorrectionRequestsQuery as Data, CorrectionRequestsQueryVariables as Variables } from '../gql/graphql';
import { Modal } from './modal';
import { ReviewRequestsScreen, type ReviewRequestsScreenProps } from './review-requests-screen';
import { renderWithTheme } from './testing/render-with-theme';

// A whole screen driven through user-event in jsdom: slower than the 5 s default when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

type Row = StaffCorrection;
type Props = ReviewRequestsScreenProps<Data, Variables, Row>;

const request = (id: number, residentName: string, status: Row['status']): Row & { __typename: 'CorrectionRequestEntry' } => ({
  __typename: 'CorrectionRequestEntry', id, field: 'LAST_NAME', currentValue: 'Old', requestedValue: 'New', reason: 'Typo.', status,
  requestedAt: '2026-03-05T04:00:00.000Z', decidedAt: null, decisionReason: null, residentId: 12, residentName, decidedBy: null,
});
const WAITING = request(5, 'Amihan', 'PENDING');
const DECIDED = request(4, 'Ramon', 'APPROVED');

const REASON_RULE = { max: 40, label: 'Why not', required: 'Give a reason.' };

/** A configuration with texts of its own, so what the screen shows is seen to come from it. */
const CONFIG: Props = {
  texts: {
    pageTitle: 'Test Requests', pageIntro: 'Requests to test.', listTitle: 'The list', caption: 'Test requests', empty: 'None.',
    loading: 'Loading...', listLoadFailed: 'Failed.', pages: 'Test request pages', statusFilter: 'Where it stands', allStatuses: 'Any',
  },
  query: CorrectionRequestsQuery,
  list: (data) => data.correctionRequests,
  pageSize: 3,
  statusLabels: { PENDING: 'Waiting', APPROVED: 'Granted' },
  columns: [{ key: 'residentName', header: 'Who' }],
  details: {
    button: { text: 'Look', name: (row) => `Look at ${row.residentName}` },
    shows: (row) => row.status === 'PENDING',
    render: (row, onClose) => <Modal open={row !== null} onClose={onClose} title={`About ${row?.residentName ?? ''}`}>Details</Modal>,
  },
  accept: {
    button: { text: 'Grant', name: (row) => `Grant ${row.residentName}` },
    mutation: ApproveCorrectionRequestMutation,
    confirm: { title: 'Grant it', question: (row) => `Grant ${row.residentName}'s request?`, cancelLabel: 'Wait' },
    done: (row) => `${row.residentName} granted.`,
    failed: 'Could not grant.',
  },
  decline: {
    button: { text: 'Decline', name: (row) => `Decline ${row.residentName}`, variant: 'danger' },
    mutation: RejectCorrectionRequestMutation,
    dialog: { title: (row) => `Decline ${row.residentName}'s request`, rule: REASON_RULE, hint: 'They are told.', busyLabel: 'Declining...' },
    done: (row) => `${row.residentName} declined.`,
    failed: 'Could not decline.',
  },
};

function Address() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function renderScreen(entry: string, mocks: MockLink.MockedResponse[], seen: Record<string, unknown>[] = []) {
  const user = userEvent.setup();
  const list: MockLink.MockedResponse = {
    request: {
      query: CorrectionRequestsQuery,
      variables: (variables) => {
        seen.push(variables);
        return true;
      },
    },
    result: { data: { correctionRequests: { __typename: 'CorrectionRequestPage', items: [WAITING, DECIDED], total: 2 } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  renderWithTheme(
    <MockedProvider mocks={[list, ...mocks]}>
      <MemoryRouter initialEntries={[entry]}>
        <ReviewRequestsScreen {...CONFIG} />
        <Address />
      </MemoryRouter>
    </MockedProvider>,
  );
  return { user, seen };
}

const rowOf = async (name: string) => (await within(await screen.findByRole('table', { name: 'Test requests' })).findByText(name)).closest('tr')!;
const buttonsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((button) => button.textContent);

describe('ReviewRequestsScreen', () => {
  it('shows its configuration’s texts and columns, and keeps its status filter in the address', async () => {
    const { user, seen } = renderScreen('/requests?status=APPROVED', []);
    expect(screen.getByRole('heading', { level: 1, name: 'Test Requests' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The list' })).toBeInTheDocument();
    expect(screen.getByText('Requests to test.')).toBeInTheDocument();
    const status = screen.getByRole('combobox', { name: 'Where it stands' });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any', 'Waiting', 'Granted']);
    expect(status).toHaveValue('APPROVED');
    await waitFor(() => expect(seen[0]).toEqual({ page: 1, pageSize: 3, status: 'APPROVED' }));

    // The details where the configuration says there are some; the decisions while a request waits.
    expect(buttonsOf(await rowOf('Amihan'))).toEqual(['Look', 'Grant', 'Decline']);
    expect(buttonsOf(await rowOf('Ramon'))).toEqual([]);
    await user.click(within(await rowOf('Amihan')).getByRole('button', { name: 'Look at Amihan' }));
    expect(await screen.findByRole('dialog', { name: 'About Amihan' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.selectOptions(status, 'Any');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^$/);
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: 1, pageSize: 3, status: null }));
  });

  it('falls back to all for a status the address names that the screen does not know', async () => {
    const { seen } = renderScreen('/requests?status=LOST', []);
    await waitFor(() => expect(seen[0]).toEqual({ page: 1, pageSize: 3, status: null }));
    expect(screen.getByRole('combobox', { name: 'Where it stands' })).toHaveValue('');
  });

  it('grants after its confirmation, and says the outcome above the list', async () => {
    const granted: Record<string, unknown>[] = [];
    const { user } = renderScreen('/requests', [{
      request: { query: ApproveCorrectionRequestMutation, variables: (variables) => granted.push(variables) > 0 },
      result: { errors: [{ message: 'Already decided.', extensions: { code: 'CONFLICT' } }] },
    }]);
    await user.click(within(await rowOf('Amihan')).getByRole('button', { name: 'Grant Amihan' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Grant it' });
    expect(dialog).toHaveAccessibleDescription("Grant Amihan's request?");
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Already decided.');
    expect(granted).toEqual([{ id: 5 }]);
  });

  it('declines with the reason its rule asks for: a refused reason stays on the dialog, another refusal closes it', async () => {
    const sent: Record<string, unknown>[] = [];
    const refusal = (extensions: Record<string, unknown>, message: string): MockLink.MockedResponse => ({
      request: { query: RejectCorrectionRequestMutation, variables: (variables) => sent.push(variables) > 0 },
      result: { errors: [{ message, extensions }] },
    });
    const { user } = renderScreen('/requests', [
      refusal({ code: 'BAD_USER_INPUT', fields: { reason: ['Too rude.'] } }, 'Invalid input.'),
      refusal({ code: 'INTERNAL_SERVER_ERROR' }, ''),
    ]);
    await user.click(within(await rowOf('Amihan')).getByRole('button', { name: 'Decline Amihan' }));
    const form = screen.getByRole('dialog', { name: "Decline Amihan's request" });
    const reason = within(form).getByLabelText(/Why not/);
    expect(reason).toHaveAttribute('maxlength', '40');
    expect(reason).toHaveAccessibleDescription(/They are told\./);
    await user.click(within(form).getByRole('button', { name: 'Decline' }));
    expect(within(form).getByText('Give a reason.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(reason, ' Rude words ');
    await user.click(within(form).getByRole('button', { name: 'Decline' }));
    expect(await within(form).findByText('Too rude.')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { id: 5, reason: 'Rude words' } }]);

    await user.click(within(form).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "Decline Amihan's request" })).not.toBeInTheDocument());
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not decline.');
  });
});
