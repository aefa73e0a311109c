import { ERASURE_MESSAGES, ERASURE_REFUSAL_REASON } from '@barangay-portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listPageMock, recordingRequest } from '../../../test/mocks';
import { renderWithMocks } from '../../../test/render-with-mocks';
import { ErasureRequestsQuery, ProcessErasureRequestMutation, RefuseErasureRequestMutation } from '../api/erasure.graphql';
import type { StaffErasureRequest } from '../staff-erasure-request';
import ErasureRequestsPage from './erasure-requests-page';

// A whole screen driven through user-event in jsdom: slower than the 5 s default when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const ANSWER = { query: ErasureRequestsQuery, field: 'erasureRequests', typename: 'ErasureRequestPage' };

const line = (what: string, count: number, why: string | null = null) => ({ __typename: 'ErasurePlanLine' as const, what, count, why });
const REASON_KEPT = 'Records of documents a barangay issued must be kept (Republic Act No. 9470).';

const PLAN = { __typename: 'ErasurePlan' as const, erased: [line("Your account's details.", 1)], kept: [line('Your document requests.', 3, REASON_KEPT)] };

const entry = (overrides: Partial<StaffErasureRequest> = {}): StaffErasureRequest & { __typename: 'ErasureRequestEntry' } => ({
  __typename: 'ErasureRequestEntry', id: 8, status: 'PENDING', reason: 'Moving abroad.', requestedAt: '2026-03-05T04:00:00.000Z',
  decidedAt: null, refusalReason: null, residentId: 12, residentName: 'Amihan Dela Cruz', residentErased: false, decidedBy: null, held: [],
  plan: PLAN,
  ...overrides,
});

const ERASED = entry({
  id: 6, status: 'ERASED', residentName: 'Erased resident', residentErased: true, decidedBy: 'Sonia Kalihim', reason: null,
  decidedAt: '2026-03-02T04:00:00.000Z', requestedAt: '2026-03-01T04:00:00.000Z', plan: null, held: [line('Your document requests.', 2, REASON_KEPT)],
});

const table = async () => screen.findByRole('table', { name: 'Erasure requests' });
const rowOf = async (name: string) => (await within(await table()).findByText(name)).closest('tr')!;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('Erasure Requests (the staff screen)', () => {
  it('lists each request with the resident, their reason, the day, the status and who decided, and filters by status', async () => {
    const seen: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<ErasureRequestsPage />, [listPageMock(ANSWER, [entry(), ERASED], seen)], { router: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Erasure Requests' })).toBeInTheDocument();
    expect(cellsOf(await rowOf('Amihan Dela Cruz'))).toEqual([
      'Amihan Dela Cruz', 'Moving abroad.', 'March 5, 2026', 'Waiting for the barangay', '—', 'Show planEraseRefuse',
    ]);
    // Processed, a request shows what was kept and offers nothing more to do.
    expect(cellsOf(await rowOf('Erased resident'))).toEqual([
      'Erased resident', 'No reason given', 'March 1, 2026', 'Erased', 'Sonia Kalihim', 'Show plan',
    ]);
    expect(seen[0]).toEqual({ page: 1, pageSize: 10, status: null });
    await user.selectOptions(screen.getByLabelText('Status'), 'Waiting for the barangay');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: 1, pageSize: 10, status: 'PENDING' }));
  });

  it('shows the plan of a waiting request, and what was kept and why for a processed one', async () => {
    const { user } = renderWithMocks(<ErasureRequestsPage />, [listPageMock(ANSWER, [entry(), ERASED])], { router: true });
    await user.click(within(await rowOf('Amihan Dela Cruz')).getByRole('button', { name: 'Show plan: Amihan Dela Cruz' }));
    const plan = await screen.findByRole('dialog', { name: 'Plan: Amihan Dela Cruz' });
    expect(within(plan).getByRole('region', { name: 'What will be erased' })).toHaveTextContent("Your account's details. (1 record)");
    expect(within(plan).getByRole('region', { name: 'What will be kept, and why' }))
      .toHaveTextContent(`Your document requests. (3 records)Why: ${REASON_KEPT}`);
    await user.click(within(plan).getByRole('button', { name: /close/i }));

    await user.click(within(await rowOf('Erased resident')).getByRole('button', { name: 'Show plan: Erased resident' }));
    const held = await screen.findByRole('dialog', { name: 'Plan: Erased resident' });
    expect(within(held).getByRole('region', { name: 'Kept, and why' })).toHaveTextContent(`Your document requests. (2 records)Why: ${REASON_KEPT}`);
  });

  it('erases only after a confirmation that says it cannot be undone', async () => {
    const processed: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<ErasureRequestsPage />, [
      listPageMock(ANSWER, [entry()]),
      {
        request: recordingRequest(ProcessErasureRequestMutation, processed),
        result: { data: { processErasureRequest: { __typename: 'ErasureRequestEntry', id: 8, status: 'ERASED', residentName: 'Erased resident' } } },
      },
    ], { router: true });
    const row = await rowOf('Amihan Dela Cruz');
    await user.click(within(row).getByRole('button', { name: "Erase Amihan Dela Cruz's data" }));
    const dialog = screen.getByRole('alertdialog', { name: 'Erase personal data' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(processed).toEqual([]);

    await user.click(within(row).getByRole('button', { name: "Erase Amihan Dela Cruz's data" }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Erase personal data' })).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText("Amihan Dela Cruz's personal data was erased.")).toBeInTheDocument();
    expect(processed).toEqual([{ id: 8 }]);
  });

  it('refuses with the reason asked in a dialog, refusing an empty one before sending', async () => {
    const refused: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<ErasureRequestsPage />, [
      listPageMock(ANSWER, [entry()]),
      {
        request: recordingRequest(RefuseErasureRequestMutation, refused),
        result: { data: { refuseErasureRequest: {
          __typename: 'ErasureRequestEntry', id: 8, status: 'REFUSED', refusalReason: 'A court order requires the records.',
        } } },
      },
    ], { router: true });
    await user.click(within(await rowOf('Amihan Dela Cruz')).getByRole('button', { name: "Refuse Amihan Dela Cruz's request" }));
    const form = screen.getByRole('dialog', { name: "Refuse Amihan Dela Cruz's request" });
    await user.type(within(form).getByLabelText(/Reason/), '   ');
    await user.click(within(form).getByRole('button', { name: 'Refuse' }));
    expect(within(form).getByText(ERASURE_REFUSAL_REASON.required)).toBeInTheDocument();
    expect(refused).toEqual([]);

    await user.clear(within(form).getByLabelText(/Reason/));
    await user.type(within(form).getByLabelText(/Reason/), ' A court order requires the records. ');
    await user.click(within(form).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText("Amihan Dela Cruz's request was refused.")).toBeInTheDocument();
    expect(refused).toEqual([{ input: { id: 8, reason: 'A court order requires the records.' } }]);
  });

  it("says so when the request was processed meanwhile, in the server's words", async () => {
    const { user } = renderWithMocks(<ErasureRequestsPage />, [
      listPageMock(ANSWER, [entry()]),
      {
        request: { query: ProcessErasureRequestMutation, variables: () => true },
        result: { errors: [{ message: ERASURE_MESSAGES.notPending, extensions: { code: 'CONFLICT', reason: 'ERASURE_DECIDED' } }] },
      },
    ], { router: true });
    await user.click(within(await rowOf('Amihan Dela Cruz')).getByRole('button', { name: "Erase Amihan Dela Cruz's data" }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Erase personal data' })).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERASURE_MESSAGES.notPending);
  });
});
