import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_ROLES } from '@barangay-portal/domain';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentRequestStatus } from '../../../gql/graphql';
import { recordingRequest, staffAccessMock } from '../../../test/mocks';
import { renderApp } from '../../../test/render-app';
import { ADMIN, seedSession } from '../../../test/tokens';
import {
  ChangeDocumentRequestStatusMutation, DocumentRequestCertificateUrlQuery, DocumentRequestDetailsQuery, DocumentRequestsQuery,
  RevokeCertificateMutation,
} from '../api/document-requests.graphql';
import { listMock } from './request-list-test-mocks';
import DocumentRequestManagerPage from './document-request-manager-page';

// Whole screens driven through user-event in jsdom: slower than the 5 s default when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const PATH = '/document-request-manager';

const NEXT: Record<DocumentRequestStatus, DocumentRequestStatus[]> = {
  PENDING: ['PROCESSING', 'REJECTED'],
  PROCESSING: ['PICKUP'],
  PICKUP: ['RELEASED'],
  RELEASED: [],
  REJECTED: [],
  CANCELED: [],
};

const OPEN: DocumentRequestStatus[] = ['PENDING', 'PROCESSING'];

const listRow = (id: number, status: DocumentRequestStatus, documentTypeName = 'Barangay Clearance', extra: {
  waitingWorkingDays?: number | null; overdue?: boolean; certificateUrl?: string | null;
} = {}) => ({
  __typename: 'DocumentRequest', id, referenceNumber: `BRGY-2026-${String(id).padStart(6, '0')}`, documentTypeName,
  requestor: 'Juan Santos Dela Cruz', requestedAt: '2026-03-05T12:00:00.000Z', status, allowedNextStatuses: NEXT[status],
  waitingWorkingDays: OPEN.includes(status) ? 2 : null, overdue: false, certificateUrl: null as string | null,
  ...extra,
});

const CERTIFICATE = {
  __typename: 'DocumentCertificate', verificationCode: 'AbCdEf0123456789xyz', verificationUrl: 'http://portal.test/verify/AbCdEf0123456789xyz',
  issueDate: '2026-03-09', revoked: false, revokedAt: null, revocationReason: null,
};

type Certificate = Record<string, unknown> | null;

const detailsMock = (status: DocumentRequestStatus, extra: {
  certificate?: Certificate; certificateUrl?: string | null; overdue?: boolean;
} = {}): MockLink.MockedResponse => ({
  request: { query: DocumentRequestDetailsQuery, variables: { id: 5 } },
  result: {
    data: {
      documentRequest: {
        __typename: 'DocumentRequest', id: 5, referenceNumber: 'BRGY-2026-000005', documentTypeName: 'Barangay Clearance',
        requestor: 'Juan Santos Dela Cruz', gender: 'MALE', requestedAt: '2026-03-05T12:00:00.000Z', status,
        targetProcessingDays: 3, dueDate: '2026-03-10', waitingWorkingDays: OPEN.includes(status) ? 2 : null, overdue: false,
        certificate: null, certificateUrl: null,
        ...extra,
        fieldData: { Purpose: 'Employment', 'Years of Residency': '12', 'Registered Voter': 'true', 'Date Needed': '2026-12-20' },
        documentTypeFields: [
          { __typename: 'DocumentTypeField', name: 'Purpose', fieldType: 'TEXT' },
          { __typename: 'DocumentTypeField', name: 'Years of Residency', fieldType: 'NUMBER' },
          { __typename: 'DocumentTypeField', name: 'Registered Voter', fieldType: 'BOOLEAN' },
          { __typename: 'DocumentTypeField', name: 'Date Needed', fieldType: 'DATE' },
        ],
        allowedNextStatuses: NEXT[status],
        statusHistory: [
          { __typename: 'DocumentRequestStatusChange', fromStatus: null, toStatus: 'PENDING', changedAt: '2026-03-05T12:00:00.000Z', changedByName: 'Juan Santos Dela Cruz' },
          ...(status === 'PENDING' ? [] : [{
            __typename: 'DocumentRequestStatusChange', fromStatus: 'PENDING', toStatus: status,
            changedAt: '2026-03-06T12:00:00.000Z', changedByName: 'Administrator Barangay Admin',
          }]),
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const changeMock = (status: DocumentRequestStatus, fail = false): MockLink.MockedResponse => ({
  request: { query: ChangeDocumentRequestStatusMutation, variables: { id: 5, status } },
  result: fail
    ? { errors: [{ message: 'An administrator cannot change a request from Pending to For Pickup.', extensions: { code: 'BAD_USER_INPUT' } }] }
    : { data: { changeDocumentRequestStatus: { __typename: 'DocumentRequest', id: 5, status, allowedNextStatuses: NEXT[status] } } },
});

function renderManager(mocks: MockLink.MockedResponse[]) {
  seedSession(ADMIN);
  return renderApp({ path: PATH, routes: [{ path: PATH, element: <DocumentRequestManagerPage /> }], mocks });
}

async function openReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Review request 5 of Juan Santos Dela Cruz' }));
  const dialog = screen.getByRole('dialog', { name: 'Review Document Request' });
  await within(dialog).findByText('Employment');
  return dialog;
}

const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('document requests (admin)', () => {
  it('lists requests 10 per page with search and sort on the server, statuses with their icon colours', async () => {
    const user = userEvent.setup();
    const seen: Record<string, unknown>[] = [];
    renderManager([listMock([
      listRow(5, 'PENDING'), listRow(6, 'PROCESSING'), listRow(7, 'PICKUP'), listRow(8, 'RELEASED'), listRow(9, 'REJECTED'), listRow(10, 'CANCELED'),
    ], seen, 31)]);
    await screen.findByRole('button', { name: 'Review request 10 of Juan Santos Dela Cruz' });
    const tones = Object.fromEntries(['Pending', 'Processing', 'For Pickup', 'Released', 'Rejected', 'Canceled']
      .map((label) => [label, within(screen.getByRole('table')).getByText(label, { exact: true }).getAttribute('data-tone')]));
    expect(tones).toEqual({
      Pending: 'gray', Processing: 'yellow', 'For Pickup': 'blue', Released: 'green', Rejected: 'red', Canceled: 'red',
    });
    expect(seen[0]).toMatchObject({ page: 1, pageSize: 10, sortBy: 'REQUESTED_AT', sortDirection: 'DESC' });
    expect(screen.getByRole('button', { name: 'Page 4' })).toBeInTheDocument();
    // The day alone, no time (docs/rules/common.md#date-display).
    expect(within(screen.getByRole('table')).getAllByRole('cell', { name: 'March 5, 2026' })).toHaveLength(6);

    await user.type(screen.getByLabelText('Search requests'), 'clearance');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ search: 'clearance', page: 1 }));
    await user.click(screen.getByRole('button', { name: /Requestor/ }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ sortBy: 'REQUESTOR', sortDirection: 'ASC' }));
  });

  it("shows 'Failed to fetch document requests.' when the list cannot load", async () => {
    renderManager([{ request: { query: DocumentRequestsQuery, variables: () => true }, error: new Error('offline') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch document requests.');
  });

  it('reviews a request: its details, and a selector offering only the legal next statuses', async () => {
    const user = userEvent.setup();
    renderManager([listMock([listRow(5, 'PENDING')]), detailsMock('PENDING'), changeMock('PROCESSING')]);
    const dialog = await openReview(user);
    expect(within(dialog).getByText('Juan Santos Dela Cruz', { selector: 'dd' })).toBeInTheDocument();
    expect(within(dialog).getByText('Male')).toBeInTheDocument();
    // The day alone, no time (docs/rules/common.md#date-display).
    expect(within(dialog).getByText('March 5, 2026', { selector: 'dd' })).toBeInTheDocument();
    expect(within(dialog).getByText('Yes')).toBeInTheDocument();
    // A date field's answer as the portal writes dates (spec §9), not as stored.
    expect(within(dialog).getByText('December 20, 2026', { selector: 'dd' })).toBeInTheDocument();
    expect(within(dialog).queryByText('2026-12-20')).not.toBeInTheDocument();
    expect(within(dialog).getByText('12', { selector: 'dd' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Status history' })).toHaveTextContent('Submitted as Pending by Juan Santos Dela Cruz');

    const selector = within(dialog).getByLabelText('Change Status');
    expect(selector).toBeEnabled();
    expect(optionsOf(selector)).toEqual(['Select new status', 'Processing', 'Rejected']);
    expect(within(dialog).getByRole('button', { name: 'Update Status' })).toBeDisabled();

    await user.selectOptions(selector, 'PROCESSING');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to change the status to Processing?');
    await user.click(within(confirm).getByRole('button', { name: 'Change Status' }));
    expect(await screen.findByText('Request changed status to Processing successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each<[DocumentRequestStatus, string[]]>([
    ['PROCESSING', ['For Pickup']],
    ['PICKUP', ['Released']],
  ])('offers from %s only %s', async (status, labels) => {
    const user = userEvent.setup();
    renderManager([listMock([listRow(5, status)]), detailsMock(status)]);
    const dialog = await openReview(user);
    expect(optionsOf(within(dialog).getByLabelText('Change Status'))).toEqual(['Select new status', ...labels]);
  });

  it.each<[DocumentRequestStatus, string]>([
    ['REJECTED', 'Rejected requests cannot be modified.'],
    ['RELEASED', 'This request has already been released.'],
    ['CANCELED', 'Canceled requests cannot be modified.'],
  ])('disables the selector of a %s request with the note', async (status, note) => {
    const user = userEvent.setup();
    renderManager([listMock([listRow(5, status)]), detailsMock(status)]);
    const dialog = await openReview(user);
    const selector = within(dialog).getByLabelText('Change Status');
    expect(selector).toBeDisabled();
    expect(within(dialog).getByText(note)).toBeInTheDocument();
    expect(selector).toHaveAccessibleDescription(note);
    expect(within(dialog).getByRole('button', { name: 'Update Status' })).toBeDisabled();
  });

  it("says 'Failed to update request status.' when the change is refused", async () => {
    const user = userEvent.setup();
    renderManager([listMock([listRow(5, 'PROCESSING')]), detailsMock('PROCESSING'), changeMock('PICKUP', true)]);
    const dialog = await openReview(user);
    await user.selectOptions(within(dialog).getByLabelText('Change Status'), 'PICKUP');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure you want to change the status to For Pickup?');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Change Status' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update request status.');
  });

  it('shows reference numbers, how long open requests waited, and Overdue only for overdue ones', async () => {
    const user = userEvent.setup();
    const seen: Record<string, unknown>[] = [];
    renderManager([listMock([
      listRow(5, 'PENDING', 'Barangay Clearance', { waitingWorkingDays: 6, overdue: true }),
      listRow(6, 'PROCESSING', 'Cedula', { waitingWorkingDays: 1 }),
      listRow(7, 'PICKUP', 'Indigency'),
    ], seen)]);
    const table = await screen.findByRole('table');
    await within(table).findByText('BRGY-2026-000005');
    expect(within(table).getByRole('columnheader', { name: 'Reference' })).toBeInTheDocument();
    const rowOf = (reference: string) => within(table).getByText(reference).closest('tr')!;
    expect(rowOf('BRGY-2026-000005')).toHaveTextContent('6 working days');
    expect(within(rowOf('BRGY-2026-000005')).getByText('Overdue')).toHaveAttribute('data-tone', 'red');
    expect(rowOf('BRGY-2026-000006')).toHaveTextContent('1 working day');
    expect(within(rowOf('BRGY-2026-000006')).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(rowOf('BRGY-2026-000007')).queryByText(/working day/)).not.toBeInTheDocument();
    expect(within(table).getAllByText('Overdue')).toHaveLength(1);

    const search = screen.getByLabelText('Search requests');
    expect(search).toHaveAttribute('placeholder', expect.stringMatching(/reference number/i));
    await user.type(search, 'BRGY-2026-000005');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ search: 'BRGY-2026-000005' }));
  });

  it('reviews with the reference, target and due date; no certificate before pickup', async () => {
    const user = userEvent.setup();
    renderManager([listMock([listRow(5, 'PENDING')]), detailsMock('PENDING', { overdue: true })]);
    const dialog = await openReview(user);
    expect(within(dialog).getByText('BRGY-2026-000005')).toBeInTheDocument();
    expect(within(dialog).getByText('3 working days')).toBeInTheDocument();
    expect(within(dialog).getByText('March 10, 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Overdue')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Download certificate (PDF)' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Revoke certificate' })).not.toBeInTheDocument();
  });

  it('opens a fresh certificate link and shows the verification link', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderManager([
      listMock([listRow(5, 'PICKUP')]),
      detailsMock('PICKUP', { certificate: CERTIFICATE, certificateUrl: 'http://portal.test/old' }),
      {
        request: { query: DocumentRequestCertificateUrlQuery, variables: { id: 5 } },
        result: { data: { documentRequest: { __typename: 'DocumentRequest', id: 5, certificateUrl: 'http://portal.test/fresh' } } },
      },
    ]);
    const dialog = await openReview(user);
    expect(within(dialog).getByText(CERTIFICATE.verificationUrl)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Download certificate (PDF)' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://portal.test/fresh', '_blank', 'noopener'));
    open.mockRestore();
  });

  it('revokes a certificate only with a reason, and sends it', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    renderManager([
      listMock([listRow(5, 'PICKUP')]),
      detailsMock('PICKUP', { certificate: CERTIFICATE, certificateUrl: 'http://portal.test/old' }),
      {
        request: recordingRequest(RevokeCertificateMutation, sent),
        result: {
          data: {
            revokeCertificate: {
              __typename: 'DocumentCertificate', requestId: 5, verificationCode: CERTIFICATE.verificationCode, revoked: true,
              revokedAt: '2026-03-11T02:00:00.000Z', revocationReason: 'Issued in error',
            },
          },
        },
      },
    ]);
    const dialog = await openReview(user);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke Certificate' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke certificate' }));
    expect(within(confirm).getByText('A reason is required.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(within(confirm).getByLabelText(/Reason/), '  Issued in error ');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke certificate' }));
    expect(await within(dialog).findByText('Certificate revoked.')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { requestId: 5, reason: 'Issued in error' } }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows a revoked certificate as 'Certificate revoked on <date>: <reason>', without download or revoke", async () => {
    const user = userEvent.setup();
    renderManager([
      listMock([listRow(5, 'RELEASED')]),
      detailsMock('RELEASED', {
        certificate: { ...CERTIFICATE, revoked: true, revokedAt: '2026-03-11T04:00:00.000Z', revocationReason: 'Issued in error' },
        certificateUrl: null,
      }),
    ]);
    const dialog = await openReview(user);
    expect(within(dialog).getByText('Certificate revoked on March 11, 2026: Issued in error')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Download certificate (PDF)' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Revoke certificate' })).not.toBeInTheDocument();
  });
});

// Staff roles (docs/rules/accounts.md#staff-roles): every reviewer sees the certificate, only REVOKE_CERTIFICATES revokes it.
describe('document requests for a staff member with a role', () => {
  const withCertificate = (access: MockLink.MockedResponse) => [
    listMock([listRow(5, 'PICKUP')]), detailsMock('PICKUP', { certificate: CERTIFICATE, certificateUrl: 'http://portal.test/old' }), access,
  ];

  it('shows a Barangay Secretary the certificate without the Revoke button', async () => {
    const user = userEvent.setup();
    renderManager(withCertificate(staffAccessMock(BUILT_IN_ROLES.SECRETARY.permissions)));
    const dialog = await openReview(user);
    expect(within(dialog).getByText(CERTIFICATE.verificationUrl)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download certificate (PDF)' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Change Status')).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Revoke certificate' })).not.toBeInTheDocument();
  });

  it('offers the Barangay Treasurer, who may revoke, the Revoke button', async () => {
    const user = userEvent.setup();
    renderManager(withCertificate(staffAccessMock(BUILT_IN_ROLES.TREASURER.permissions)));
    const dialog = await openReview(user);
    expect(within(dialog).getByRole('button', { name: 'Revoke certificate' })).toBeInTheDocument();
  });

  it('shows no Revoke button until the role is known', async () => {
    const user = userEvent.setup();
    const asked: Record<string, unknown>[] = [];
    renderManager([
      listMock([listRow(5, 'PICKUP')]),
      {
        ...detailsMock('PICKUP', { certificate: CERTIFICATE, certificateUrl: 'http://portal.test/old' }),
        request: recordingRequest(DocumentRequestDetailsQuery, asked),
        delay: 0,
      },
      { ...staffAccessMock(), delay: Number.POSITIVE_INFINITY },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Review request 5 of Juan Santos Dela Cruz' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Document Request' });
    await waitFor(() => expect(asked).toHaveLength(1));
    // The request's answer (no delay) is in by now; the role's never comes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(dialog).getByText('Loading request...')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Revoke certificate' })).not.toBeInTheDocument();
  });
});
