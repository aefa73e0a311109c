import { CORRECTION_MESSAGES, CORRECTION_REJECTION_REASON } from '@barangay-portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listPageMock, recordingRequest } from '../../../test/mocks';
import { renderWithMocks } from '../../../test/render-with-mocks';
import { ApproveCorrectionRequestMutation, CorrectionRequestsQuery, RejectCorrectionRequestMutation } from '../api/corrections.graphql';
import type { StaffCorrection } from '../staff-correction';
import CorrectionRequestsPage from './correction-requests-page';

// A whole screen driven through user-event in jsdom: slower than the 5 s default when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const ANSWER = { query: CorrectionRequestsQuery, field: 'correctionRequests', typename: 'CorrectionRequestPage' };

const entry = (overrides: Partial<StaffCorrection> = {}): StaffCorrection & { __typename: 'CorrectionRequestEntry' } => ({
  __typename: 'CorrectionRequestEntry', id: 41, field: 'LAST_NAME', currentValue: 'Dela Cruz', requestedValue: 'Dela Cruz-Villanueva',
  reason: 'As on my birth certificate.', status: 'PENDING', requestedAt: '2026-03-05T04:00:00.000Z', decidedAt: null, decisionReason: null,
  residentId: 12, residentName: 'Amihan Santos Dela Cruz', decidedBy: null, ...overrides,
});

const GENDER = entry({ id: 42, field: 'GENDER', currentValue: 'male', requestedValue: 'female', residentName: 'Ligaya Reyes', reason: 'Typed wrongly.' });
const DECIDED = entry({
  id: 39, field: 'BIRTHDATE', currentValue: '1990-05-01', requestedValue: '1991-05-01', status: 'APPROVED', residentName: 'Ramon Bautista',
  decidedAt: '2026-03-04T04:00:00.000Z', decidedBy: 'Sonia Kalihim', requestedAt: '2026-03-01T04:00:00.000Z',
});

const table = async () => screen.findByRole('table', { name: 'Correction requests' });
const rowOf = async (name: string) => (await within(await table()).findByText(name)).closest('tr')!;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('Correction Requests (the staff screen)', () => {
  it('lists each request with the resident, the detail, both values, the reason, the day and the status, and filters by status', async () => {
    const seen: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<CorrectionRequestsPage />, [listPageMock(ANSWER, [entry(), GENDER, DECIDED], seen)], { router: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Correction Requests' })).toBeInTheDocument();
    expect(cellsOf(await rowOf('Amihan Santos Dela Cruz'))).toEqual([
      'Amihan Santos Dela Cruz', 'Last name', 'Dela Cruz → Dela Cruz-Villanueva', 'As on my birth certificate.', 'March 5, 2026',
      'Waiting for the barangay', 'ApproveReject',
    ]);
    expect(cellsOf(await rowOf('Ligaya Reyes')).slice(1, 3)).toEqual(['Gender', 'Male → Female']);
    // Decided, a request offers nothing more to do.
    expect(cellsOf(await rowOf('Ramon Bautista'))).toEqual([
      'Ramon Bautista', 'Birthdate', 'May 1, 1990 → May 1, 1991', 'As on my birth certificate.', 'March 1, 2026', 'Approved', '',
    ]);
    expect(seen[0]).toEqual({ page: 1, pageSize: 10, status: null });

    await user.selectOptions(screen.getByLabelText('Status'), 'Waiting for the barangay');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: 1, pageSize: 10, status: 'PENDING' }));
  });

  it('approves after confirming, saying what changes', async () => {
    const approved: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<CorrectionRequestsPage />, [
      listPageMock(ANSWER, [entry()]),
      {
        request: recordingRequest(ApproveCorrectionRequestMutation, approved),
        result: { data: { approveCorrectionRequest: {
          __typename: 'CorrectionRequestEntry', id: 41, status: 'APPROVED', decidedAt: '2026-03-06T04:00:00.000Z', decidedBy: 'Sonia Kalihim',
        } } },
      },
    ], { router: true });
    const row = await rowOf('Amihan Santos Dela Cruz');
    await user.click(within(row).getByRole('button', { name: "Approve Amihan Santos Dela Cruz's Last name" }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve correction' });
    expect(dialog).toHaveTextContent('Change Amihan Santos Dela Cruz\'s last name to "Dela Cruz-Villanueva"? The profile changes at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(approved).toEqual([]);

    await user.click(within(row).getByRole('button', { name: "Approve Amihan Santos Dela Cruz's Last name" }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Approve correction' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText("Amihan Santos Dela Cruz's last name was corrected.")).toBeInTheDocument();
    expect(approved).toEqual([{ id: 41 }]);
  });

  it('rejects with the reason asked in a dialog, refusing an empty one before sending', async () => {
    const rejected: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<CorrectionRequestsPage />, [
      listPageMock(ANSWER, [GENDER]),
      {
        request: recordingRequest(RejectCorrectionRequestMutation, rejected),
        result: { data: { rejectCorrectionRequest: {
          __typename: 'CorrectionRequestEntry', id: 42, status: 'REJECTED', decidedAt: '2026-03-06T04:00:00.000Z', decidedBy: 'Sonia Kalihim',
          decisionReason: 'The PSA record says male.',
        } } },
      },
    ], { router: true });
    await user.click(within(await rowOf('Ligaya Reyes')).getByRole('button', { name: "Reject Ligaya Reyes's Gender" }));
    const form = screen.getByRole('dialog', { name: "Reject Ligaya Reyes's correction of gender" });
    await user.type(within(form).getByLabelText(/Reason/), '   ');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(within(form).getByText(CORRECTION_REJECTION_REASON.required)).toBeInTheDocument();
    expect(rejected).toEqual([]);

    await user.clear(within(form).getByLabelText(/Reason/));
    await user.type(within(form).getByLabelText(/Reason/), ' The PSA record says male. ');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText("Ligaya Reyes's correction of gender was not approved.")).toBeInTheDocument();
    expect(rejected).toEqual([{ input: { id: 42, reason: 'The PSA record says male.' } }]);
    expect(screen.queryByRole('dialog', { name: "Reject Ligaya Reyes's correction of gender" })).not.toBeInTheDocument();
  });

  it("says so when the request was decided meanwhile, in the server's words", async () => {
    const { user } = renderWithMocks(<CorrectionRequestsPage />, [
      listPageMock(ANSWER, [entry()]),
      {
        request: { query: ApproveCorrectionRequestMutation, variables: () => true },
        result: { errors: [{ message: CORRECTION_MESSAGES.notPending, extensions: { code: 'CONFLICT', reason: 'CORRECTION_DECIDED' } }] },
      },
    ], { router: true });
    await user.click(within(await rowOf('Amihan Santos Dela Cruz')).getByRole('button', { name: "Approve Amihan Santos Dela Cruz's Last name" }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Approve correction' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CORRECTION_MESSAGES.notPending);
  });
});
