import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentRequestStatus, IdVerificationStatus } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { RESIDENT, seedSession } from '../../../test/tokens';
import {
  ChangeDocumentRequestStatusMutation, DocumentRequestCertificateUrlQuery, DocumentRequestDetailsQuery, RequestDocumentOptionsQuery,
  SubmitDocumentRequestMutation,
} from '../api/document-requests.graphql';
import { listMock } from './request-list-test-mocks';
import ResidentDocumentRequestsPage from './resident-document-requests-page';

// Whole screens driven through user-event in jsdom: slower than the 5 s default when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const PATH = '/resident/document-request';

const row = (id: number, status: DocumentRequestStatus, certificateUrl: string | null = null) => ({
  __typename: 'DocumentRequest', id, referenceNumber: `BRGY-2026-${String(id).padStart(6, '0')}`,
  documentTypeName: 'Barangay Clearance', requestor: 'Juan Santos Dela Cruz',
  requestedAt: '2026-03-05T12:00:00.000Z', status, allowedNextStatuses: status === 'PENDING' ? ['CANCELED'] : [],
  waitingWorkingDays: status === 'PENDING' || status === 'PROCESSING' ? 1 : null, overdue: false, certificateUrl,
});

const CLEARANCE = {
  __typename: 'DocumentType', id: 1, name: 'Barangay Clearance', description: 'Proof of good standing',
  fields: [
    { __typename: 'DocumentTypeField', name: 'Purpose', fieldType: 'TEXT', required: true },
    { __typename: 'DocumentTypeField', name: 'Years of Residency', fieldType: 'NUMBER', required: true },
    { __typename: 'DocumentTypeField', name: 'Date Needed', fieldType: 'DATE', required: false },
    { __typename: 'DocumentTypeField', name: 'Email', fieldType: 'EMAIL', required: false },
    { __typename: 'DocumentTypeField', name: 'Registered Voter', fieldType: 'BOOLEAN', required: true },
  ],
};

function optionsMock(status: IdVerificationStatus = 'APPROVED', openCount = 0): MockLink.MockedResponse {
  return {
    request: { query: RequestDocumentOptionsQuery, variables: { pageSize: 100 } },
    result: {
      data: {
        me: { __typename: 'User', id: 7, idVerificationStatus: status },
        documentRequestAllowance: { __typename: 'DocumentRequestAllowance', openCount, limit: 3, canSubmit: openCount < 3 },
        documentTypes: { __typename: 'DocumentTypePage', items: [CLEARANCE] },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function renderRequests(mocks: MockLink.MockedResponse[], verified = true) {
  seedSession({ ...RESIDENT, is_verified: verified });
  return renderApp({ path: PATH, routes: [{ path: PATH, element: <ResidentDocumentRequestsPage /> }], mocks });
}

async function openRequestForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Request Document' }));
  return screen.getByRole('dialog', { name: 'Request Document' });
}

describe("the resident's document requests", () => {
  it('lists own requests 5 per page, newest first, with status colours and Cancel only while pending', async () => {
    const seen: Record<string, unknown>[] = [];
    renderRequests([listMock([row(1, 'PENDING'), row(2, 'PICKUP'), row(3, 'RELEASED')], seen, 12), optionsMock()]);
    expect(await screen.findByRole('button', { name: 'Cancel Barangay Clearance request 1' })).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ page: 1, pageSize: 5, sortBy: 'REQUESTED_AT', sortDirection: 'DESC' });
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.getByText('For Pickup')).toHaveAttribute('data-tone', 'blue');
    expect(screen.getByText('Released')).toHaveAttribute('data-tone', 'green');
    expect(screen.queryByRole('button', { name: 'Cancel Barangay Clearance request 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Barangay Clearance request 3' })).not.toBeInTheDocument();
  });

  it('renders each field by its type and required flag, booleans as Select / Yes / No', async () => {
    const user = userEvent.setup();
    renderRequests([listMock([]), optionsMock()]);
    const dialog = await openRequestForm(user);
    await user.selectOptions(await within(dialog).findByLabelText('Document Type'), 'Barangay Clearance');

    expect(within(dialog).getByLabelText('Purpose')).toHaveAttribute('type', 'text');
    expect(within(dialog).getByLabelText('Purpose')).toBeRequired();
    expect(within(dialog).getByLabelText('Years of Residency')).toHaveAttribute('type', 'number');
    expect(within(dialog).getByLabelText('Date Needed')).toHaveAttribute('type', 'date');
    expect(within(dialog).getByLabelText('Date Needed')).not.toBeRequired();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    const voter = within(dialog).getByLabelText('Registered Voter');
    expect(voter.tagName).toBe('SELECT');
    expect(within(voter).getAllByRole('option').map((option) => [option.textContent, option.getAttribute('value')]))
      .toEqual([['Select', ''], ['Yes', 'true'], ['No', 'false']]);
  });

  it("checks the required fields, sends booleans as 'true'/'false', and confirms: 'Form submitted successfully!' and 'Document request submitted!'", async () => {
    const user = userEvent.setup();
    renderRequests([listMock([]), optionsMock(), {
      request: {
        query: SubmitDocumentRequestMutation,
        variables: { input: { documentTypeId: 1, fieldData: { Purpose: 'Employment', 'Years of Residency': '12', 'Registered Voter': 'false' } } },
      },
      result: { data: { submitDocumentRequest: { __typename: 'DocumentRequest', id: 9, status: 'PENDING' } } },
    }]);
    const dialog = await openRequestForm(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Submit Request' }));
    expect(within(dialog).getByText('Please choose a document type.')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Document Type'), 'Barangay Clearance');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(within(dialog).getByText('Purpose is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Registered Voter is required.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Date Needed is required.')).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Purpose'), 'Employment');
    await user.type(within(dialog).getByLabelText('Years of Residency'), '12');
    await user.selectOptions(within(dialog).getByLabelText('Registered Voter'), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Document request submitted!')).toBeInTheDocument();
    // The form's own confirmation shows inside the modal, beside the page's banner (docs/rules/documents.md#request-document-modal).
    expect(within(dialog).getByText('Form submitted successfully!')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Document Type')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit Request' })).not.toBeInTheDocument();
    const close = within(dialog).getByText('Close', { selector: 'button' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's error, else 'There was an error submitting the form.'", async () => {
    const user = userEvent.setup();
    renderRequests([listMock([]), optionsMock(), {
      request: { query: SubmitDocumentRequestMutation, variables: () => true },
      result: { errors: [{ message: 'Some fields are not valid.', extensions: { code: 'BAD_USER_INPUT', fields: { fieldData: ['Purpose is not allowed here.'] } } }] },
    }, {
      request: { query: SubmitDocumentRequestMutation, variables: () => true },
      error: new Error('offline'),
    }]);
    const dialog = await openRequestForm(user);
    await user.selectOptions(await within(dialog).findByLabelText('Document Type'), 'Barangay Clearance');
    await user.type(within(dialog).getByLabelText('Purpose'), 'Employment');
    await user.type(within(dialog).getByLabelText('Years of Residency'), '12');
    await user.selectOptions(within(dialog).getByLabelText('Registered Voter'), 'Yes');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Purpose is not allowed here.');

    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('There was an error submitting the form.'));
  });

  it('replaces the form with the warning when 3 requests are open', async () => {
    const user = userEvent.setup();
    renderRequests([listMock([row(1, 'PENDING'), row(2, 'PENDING'), row(3, 'PENDING')]), optionsMock('APPROVED', 3)]);
    const dialog = await openRequestForm(user);
    expect(await within(dialog).findByText(
      'You already have 3 pending document requests. Please wait until they are approved before submitting another.',
    )).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Document Type')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit Request' })).not.toBeInTheDocument();
  });

  it('tells an unverified resident to get verified, with a link to the profile, instead of the form', async () => {
    const user = userEvent.setup();
    renderRequests([listMock([]), optionsMock('PENDING')], false);
    const dialog = await openRequestForm(user);
    expect(await within(dialog).findByText(/You need to be verified to request a document/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/resident/profile');
    expect(within(dialog).queryByLabelText('Document Type')).not.toBeInTheDocument();
  });

  it("cancels a pending request after confirmation: 'Request canceled successfully.'", async () => {
    const user = userEvent.setup();
    renderRequests([listMock([row(1, 'PENDING')]), optionsMock(), {
      request: { query: ChangeDocumentRequestStatusMutation, variables: { id: 1, status: 'CANCELED' } },
      result: { data: { changeDocumentRequestStatus: { __typename: 'DocumentRequest', id: 1, status: 'CANCELED', allowedNextStatuses: [] } } },
    }]);
    await user.click(await screen.findByRole('button', { name: 'Cancel Barangay Clearance request 1' }));
    let confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByRole('button', { name: 'Cancel Request' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Keep Request' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel Barangay Clearance request 1' }));
    confirm = screen.getByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Request' }));
    expect(await screen.findByText('Request canceled successfully.')).toBeInTheDocument();
  });

  it("shows a request's values and status history", async () => {
    const user = userEvent.setup();
    renderRequests([listMock([row(1, 'PICKUP')]), optionsMock(), {
      request: { query: DocumentRequestDetailsQuery, variables: { id: 1 } },
      result: {
        data: {
          documentRequest: {
            __typename: 'DocumentRequest', id: 1, referenceNumber: 'BRGY-2026-000001', documentTypeName: 'Barangay Clearance',
            requestor: 'Juan Santos Dela Cruz', gender: 'MALE', requestedAt: '2026-03-05T12:00:00.000Z', status: 'PICKUP',
            fieldData: { Purpose: 'Employment', 'Date Needed': '2026-12-20' }, allowedNextStatuses: [],
            documentTypeFields: [
              { __typename: 'DocumentTypeField', name: 'Purpose', fieldType: 'TEXT' },
              { __typename: 'DocumentTypeField', name: 'Date Needed', fieldType: 'DATE' },
            ],
            targetProcessingDays: null, dueDate: null, waitingWorkingDays: null, overdue: false, certificateUrl: null,
            certificate: {
              __typename: 'DocumentCertificate', verificationCode: 'code-1', verificationUrl: 'http://portal.test/verify/code-1',
              issueDate: '2026-03-07', revoked: true, revokedAt: '2026-03-08T04:00:00.000Z', revocationReason: 'Wrong purpose',
            },
            statusHistory: [
              { __typename: 'DocumentRequestStatusChange', fromStatus: null, toStatus: 'PENDING', changedAt: '2026-03-05T12:00:00.000Z', changedByName: 'Juan Santos Dela Cruz' },
              { __typename: 'DocumentRequestStatusChange', fromStatus: 'PENDING', toStatus: 'PROCESSING', changedAt: '2026-03-06T12:00:00.000Z', changedByName: 'Administrator Barangay Admin' },
              { __typename: 'DocumentRequestStatusChange', fromStatus: 'PROCESSING', toStatus: 'PICKUP', changedAt: '2026-03-07T12:00:00.000Z', changedByName: 'Administrator Barangay Admin' },
            ],
          },
        },
      },
    }]);
    await user.click(await screen.findByRole('button', { name: 'View Barangay Clearance request 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Details' });
    const history = await within(dialog).findByRole('list', { name: 'Status history' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent?.replace(/ on .*/, ''))).toEqual([
      'Submitted as Pending by Juan Santos Dela Cruz',
      'Pending to Processing by Administrator Barangay Admin',
      'Processing to For Pickup by Administrator Barangay Admin',
    ]);
    expect(within(dialog).getByText('Employment')).toBeInTheDocument();
    expect(within(dialog).getByText('December 20, 2026', { selector: 'dd' })).toBeInTheDocument();
    expect(within(dialog).queryByText('2026-12-20')).not.toBeInTheDocument();
    expect(within(dialog).getByText('BRGY-2026-000001')).toBeInTheDocument();
    expect(within(dialog).getByText('Certificate revoked on March 8, 2026: Wrong purpose')).toBeInTheDocument();
    // The verification link is the administrator's; the resident's details do not list it.
    expect(within(dialog).queryByText('http://portal.test/verify/code-1')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Download certificate (PDF)' })).not.toBeInTheDocument();
  });

  it('shows each reference number, and the certificate download only where the server gives a link', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderRequests([
      listMock([row(1, 'PENDING'), row(2, 'PICKUP', 'http://portal.test/list-link'), row(3, 'RELEASED')]),
      optionsMock(),
      {
        request: { query: DocumentRequestCertificateUrlQuery, variables: { id: 2 } },
        result: { data: { documentRequest: { __typename: 'DocumentRequest', id: 2, certificateUrl: 'http://portal.test/fresh-link' } } },
      },
    ]);
    const table = await screen.findByRole('table');
    await within(table).findByText('BRGY-2026-000001');
    expect(within(table).getByRole('columnheader', { name: 'Reference' })).toBeInTheDocument();
    expect(within(table).getByText('BRGY-2026-000002')).toBeInTheDocument();
    expect(within(table).getByText('BRGY-2026-000003')).toBeInTheDocument();

    const downloads = within(table).getAllByRole('button', { name: /Download certificate \(PDF\)/ });
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toHaveAccessibleName('Download certificate (PDF) of BRGY-2026-000002');
    expect(downloads[0]).toHaveTextContent('Download certificate (PDF)');
    await user.click(downloads[0]);
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://portal.test/fresh-link', '_blank', 'noopener'));
    open.mockRestore();
  });

  it('says so when no fresh certificate link can be had (revoked meanwhile)', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderRequests([
      listMock([row(2, 'PICKUP', 'http://portal.test/list-link')]),
      optionsMock(),
      {
        request: { query: DocumentRequestCertificateUrlQuery, variables: { id: 2 } },
        result: { data: { documentRequest: { __typename: 'DocumentRequest', id: 2, certificateUrl: null } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Download certificate (PDF) of BRGY-2026-000002' }));
    expect(await screen.findByText('The certificate could not be opened. Please try again.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
