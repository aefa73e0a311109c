import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_ROLES } from '@barangay-portal/domain';
import { describe, expect, it, vi } from 'vitest';
import type { IdVerificationStatus } from '../../../gql/graphql';
import { recordingRequest, staffAccessMock } from '../../../test/mocks';
import { renderApp } from '../../../test/render-app';
import { ADMIN, seedSession } from '../../../test/tokens';
import {
  ConfirmResidentLinkMutation, DecideIdVerificationMutation, LinkResidentToInhabitantMutation, ResidentDetailsQuery, ResidentRegistryLinkQuery, ResidentsQuery,
} from '../api/users.graphql';
import ResidentListPage from './resident-list-page';

// Whole screens driven through user-event in jsdom: slower than the 5 s default when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const PATH = '/resident-list';

const row = (id: number, firstName: string, lastName: string, status: IdVerificationStatus) => ({
  __typename: 'User', id, firstName, lastName, fullName: `${firstName} ${lastName}`, email: `${firstName.toLowerCase()}@example.com`,
  age: 30 + id, idVerificationStatus: status,
});

const residentsMock = (items: ReturnType<typeof row>[], total = items.length, match: (v: Record<string, unknown>) => boolean = () => true): MockLink.MockedResponse => ({
  request: { query: ResidentsQuery, variables: match },
  result: { data: { residents: { __typename: 'ResidentPage', items, total } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function details(status: IdVerificationStatus, mediaType = 'image/png') {
  return {
    __typename: 'User', id: 11, email: 'maria@example.com', nickname: 'Mia', fullName: 'Maria Reyes Santos', gender: 'FEMALE',
    birthdate: '1985-02-14', age: 41, birthPlace: 'Cebu City', religion: 'Catholic', address: 'Purok 2', contactNumber: '09181234567',
    civilStatus: 'MARRIED', isVoter: true, isEmployed: false, idVerificationStatus: status,
    validIdUrl: '/api/auth/user/11/valid-id/?token=abc', validIdMediaType: mediaType,
    idVerificationHistory: status === 'PENDING' ? [] : [{
      __typename: 'IdVerificationDecision', decision: status === 'REJECTED' ? 'REJECTED' : 'APPROVED',
      decidedAt: '2026-03-05T12:00:00.000Z', decidedByName: 'Barangay Admin',
    }],
    idImageRemoval: null,
  };
}

const detailsMock = (status: IdVerificationStatus, mediaType?: string): MockLink.MockedResponse => ({
  request: { query: ResidentDetailsQuery, variables: { id: 11 } },
  result: { data: { resident: details(status, mediaType) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const decideMock = (decision: 'APPROVED' | 'REJECTED', fail = false): MockLink.MockedResponse => ({
  request: { query: DecideIdVerificationMutation, variables: { userId: 11, decision } },
  result: fail
    ? { errors: [{ message: 'This valid ID is already approved.', extensions: { code: 'CONFLICT' } }] }
    : { data: { decideIdVerification: { __typename: 'User', id: 11, idVerificationStatus: decision, idVerificationHistory: [] } } },
});

/** Rosario in the registry, as the verifier is shown her. */
const ROSARIO = {
  __typename: 'Inhabitant', id: 7, fullName: 'Maria Reyes Santos', birthdate: '1985-02-14', address: '12 Mabini Street',
  household: { __typename: 'Household', id: 3, householdNumber: 'HH-501' },
};

const registryLink = (linked: typeof ROSARIO | null, matches: (typeof ROSARIO)[], confirmed = false) =>
  ({ __typename: 'ResidentRegistryLink', residentId: 11, linked, matches, linkedAt: linked ? '2026-03-06T02:00:00.000Z' : null, confirmed });

/** Resident 11 in the registry: the inhabitants who match her (none unless given). */
const registryLinkMock = (matches: (typeof ROSARIO)[] = []): MockLink.MockedResponse => ({
  request: { query: ResidentRegistryLinkQuery, variables: { userId: 11 } },
  result: { data: { residentRegistryLink: registryLink(null, matches) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderResidents(mocks: MockLink.MockedResponse[]) {
  seedSession(ADMIN);
  const withRegistry = mocks.some((mock) => mock.request.query === ResidentRegistryLinkQuery) ? mocks : [...mocks, registryLinkMock()];
  return renderApp({ path: PATH, routes: [{ path: PATH, element: <ResidentListPage /> }], mocks: withRegistry });
}

async function openDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'View Details of Maria Santos' }));
  return await screen.findByRole('dialog', { name: 'Resident Details: Maria Reyes Santos' });
}

/** Opens the ID in the details as staff do: the purpose first (docs/architecture.md#privacy-access-ledger). */
async function openId(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, purpose = 'Verifying identity') {
  await user.selectOptions(await within(dialog).findByLabelText('Why are you opening this ID?'), purpose);
  await user.click(within(dialog).getByRole('button', { name: 'Open ID of Maria Reyes Santos' }));
}

const ID_LINK = '/api/auth/user/11/valid-id/?token=abc&purpose=verify_identity';

describe('residents page', () => {
  it('lists residents 10 per page with a search by first or last name, sorted by the server', async () => {
    const user = userEvent.setup();
    const seen: Record<string, unknown>[] = [];
    renderResidents([residentsMock([row(11, 'Maria', 'Santos', 'PENDING')], 23, (variables) => {
      seen.push(variables);
      return true;
    })]);
    expect(await screen.findByRole('cell', { name: 'Santos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ page: 1, pageSize: 10, sortBy: 'LAST_NAME', sortDirection: 'ASC' });

    await user.type(screen.getByLabelText('Search residents'), 'mar');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ search: 'mar', page: 1 }));
    await user.click(screen.getByRole('button', { name: /First Name/ }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ sortBy: 'FIRST_NAME', sortDirection: 'ASC' }));
  });

  it("shows 'Failed to fetch users.' when the list cannot load", async () => {
    renderResidents([{ request: { query: ResidentsQuery, variables: () => true }, error: new Error('offline') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users.');
  });

  it('shows the profile, the uploaded ID image and approves after confirmation', async () => {
    const user = userEvent.setup();
    renderResidents([residentsMock([row(11, 'Maria', 'Santos', 'PENDING')]), detailsMock('PENDING'), decideMock('APPROVED')]);
    const dialog = await openDetails(user);
    // Nothing of the file is asked for before the purpose is chosen, and "Open ID" without one says so.
    await user.click(await within(dialog).findByRole('button', { name: 'Open ID of Maria Reyes Santos' }));
    expect(within(dialog).getByLabelText('Why are you opening this ID?')).toHaveAccessibleDescription(/^Choose why you are opening this ID/);
    expect(within(dialog).queryByRole('img', { name: 'Valid ID of Maria Reyes Santos' })).not.toBeInTheDocument();
    await openId(user, dialog);
    expect(await within(dialog).findByRole('img', { name: 'Valid ID of Maria Reyes Santos' })).toHaveAttribute('src', ID_LINK);
    expect(within(dialog).getByText('Cebu City')).toBeInTheDocument();
    expect(within(dialog).getByText('February 14, 1985')).toBeInTheDocument();
    expect(within(dialog).getByText('No decisions yet.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent("Are you sure you want to approve this resident's valid ID?");
    // Cancelling changes nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('User approved successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the verifier the inhabitant with her names and birthdate, links her once her ID is approved, and confirms the link', async () => {
    const user = userEvent.setup();
    const linked: Record<string, unknown>[] = [];
    const confirmed: Record<string, unknown>[] = [];
    renderResidents([
      residentsMock([row(11, 'Maria', 'Santos', 'APPROVED')]), detailsMock('APPROVED'), registryLinkMock([ROSARIO]),
      {
        request: recordingRequest(LinkResidentToInhabitantMutation, linked),
        result: { data: { linkResidentToInhabitant: registryLink(ROSARIO, []) } },
      },
      {
        request: recordingRequest(ConfirmResidentLinkMutation, confirmed),
        result: { data: { confirmResidentLink: registryLink(ROSARIO, [], true) } },
      },
    ]);
    const dialog = await openDetails(user);
    expect(await within(dialog).findByText('Maria Reyes Santos, born 1985-02-14, household HH-501, 12 Mabini Street')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Link Maria Reyes Santos' }));
    expect(await within(dialog).findByText(/This resident is linked to the registry record of/)).toBeInTheDocument();
    expect(linked).toEqual([{ userId: 11, inhabitantId: 7 }]);
    expect(within(dialog).getByRole('button', { name: 'Unlink' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^Not confirmed yet: the resident sees only what the record gathers from the link on/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Link' }));
    expect(await within(dialog).findByText(/^Confirmed: the resident also sees the record's earlier requests/)).toBeInTheDocument();
    expect(confirmed).toEqual([{ userId: 11 }]);
    expect(within(dialog).queryByRole('button', { name: 'Confirm Link' })).not.toBeInTheDocument();
  });

  it("offers no Link while the resident's ID is not approved, and says why", async () => {
    const user = userEvent.setup();
    renderResidents([residentsMock([row(11, 'Maria', 'Santos', 'PENDING')]), detailsMock('PENDING'), registryLinkMock([ROSARIO])]);
    const dialog = await openDetails(user);
    expect(await within(dialog).findByText('Maria Reyes Santos, born 1985-02-14, household HH-501, 12 Mabini Street')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Approve the resident's valid ID before linking them to the registry/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Link Maria Reyes Santos' })).not.toBeInTheDocument();
  });

  it('tells the verifier when no inhabitant matches', async () => {
    const user = userEvent.setup();
    renderResidents([residentsMock([row(11, 'Maria', 'Santos', 'PENDING')]), detailsMock('PENDING')]);
    const dialog = await openDetails(user);
    expect(await within(dialog).findByText("No inhabitant in the registry has this resident's names and birthdate.")).toBeInTheDocument();
  });

  it("rejects after confirmation: 'Verification Rejected.'", async () => {
    const user = userEvent.setup();
    renderResidents([residentsMock([row(11, 'Maria', 'Santos', 'PENDING')]), detailsMock('PENDING', 'application/pdf'), decideMock('REJECTED')]);
    const dialog = await openDetails(user);
    await openId(user, dialog, 'Processing a document request');
    // A PDF is shown in a frame of its link (the policy forbids <object>) and can be opened in a new tab.
    const pdfLink = '/api/auth/user/11/valid-id/?token=abc&purpose=process_document_request';
    const link = await within(dialog).findByRole('link', { name: 'Open the PDF in a new tab' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', pdfLink);
    expect(within(dialog).getByTitle(/^Valid ID of .+ \(PDF\)$/)).toHaveAttribute('src', pdfLink);
    expect(dialog.querySelector('object, embed')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent("Are you sure you want to reject this resident's valid ID?");
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Verification Rejected.')).toBeInTheDocument();
  });

  it('offers only the new-tab link for a PDF when the browser says it has no PDF viewer', async () => {
    // Such a browser would download the file into a frame instead of showing it.
    Object.defineProperty(navigator, 'pdfViewerEnabled', { value: false, configurable: true });
    try {
      const user = userEvent.setup();
      renderResidents([residentsMock([row(11, 'Maria', 'Santos', 'PENDING')]), detailsMock('PENDING', 'application/pdf')]);
      const dialog = await openDetails(user);
      await openId(user, dialog);
      expect(await within(dialog).findByText('This browser cannot show the PDF here.')).toBeInTheDocument();
      expect(within(dialog).queryByTitle(/^Valid ID of/)).not.toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'Open the PDF in a new tab' })).toHaveAttribute('href', ID_LINK);
    } finally {
      Reflect.deleteProperty(navigator, 'pdfViewerEnabled');
    }
  });

  it("says 'Failed to approve user.' when the server refuses", async () => {
    const user = userEvent.setup();
    renderResidents([residentsMock([row(11, 'Maria', 'Santos', 'PENDING')]), detailsMock('PENDING'), decideMock('APPROVED', true)]);
    const dialog = await openDetails(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to approve user.');
  });

  it('says the ID image was deleted under the retention rule, in place of the image, beside the decision kept', async () => {
    const user = userEvent.setup();
    const deleted = {
      ...details('REJECTED'), validIdUrl: null, validIdMediaType: null,
      idImageRemoval: { __typename: 'IdImageRemoval', outcome: 'REJECTED', removedAt: '2026-04-06T12:00:00.000Z', retentionDays: 30 },
    };
    renderResidents([
      residentsMock([row(11, 'Maria', 'Santos', 'REJECTED')]),
      { request: { query: ResidentDetailsQuery, variables: { id: 11 } }, result: { data: { resident: deleted } }, maxUsageCount: Number.POSITIVE_INFINITY },
    ]);
    const dialog = await openDetails(user);
    expect(await within(dialog).findByRole('note')).toHaveTextContent(
      'The ID image was deleted on April 6, 2026 under the retention rule (rejected IDs are kept 30 days after the decision). The decision is still on record.');
    expect(within(dialog).queryByRole('img', { name: /Valid ID of/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('No valid ID uploaded.')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/^Rejected by Barangay Admin on March 5, 2026/)).toBeInTheDocument();
  });

  it('offers no decision once decided, and shows who decided and when', async () => {
    const user = userEvent.setup();
    renderResidents([residentsMock([row(11, 'Maria', 'Santos', 'APPROVED')]), detailsMock('APPROVED')]);
    const dialog = await openDetails(user);
    expect(await within(dialog).findByText(/^Approved by Barangay Admin on March 5, 2026/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });
});

// Staff roles (docs/rules/accounts.md#staff-roles): the ID, its history and the decision are VERIFY_IDS's.
describe('residents page for a staff member whose role does not verify IDs', () => {
  /** What the server answers such a member: the profile, without the ID link or the decisions. */
  const withoutIdMock: MockLink.MockedResponse = {
    request: { query: ResidentDetailsQuery, variables: { id: 11 } },
    result: { data: { resident: { ...details('PENDING'), validIdUrl: null, idVerificationHistory: null } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  const ID_NOT_IN_ROLE = "Viewing residents' valid IDs and deciding on them is not part of your role.";

  it('tells a Desk Officer the valid ID is not part of their role, and offers no Approve or Reject', async () => {
    const user = userEvent.setup();
    renderResidents([
      residentsMock([row(11, 'Maria', 'Santos', 'PENDING')]), withoutIdMock, staffAccessMock(BUILT_IN_ROLES.DESK_OFFICER.permissions),
    ]);
    const dialog = await openDetails(user);
    expect(await within(dialog).findByText(ID_NOT_IN_ROLE)).toBeInTheDocument();
    expect(within(dialog).getByText('Cebu City')).toBeInTheDocument();
    expect(within(dialog).getByText('Pending')).toBeInTheDocument();
    expect(within(dialog).queryByText('No valid ID uploaded.')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('No decisions yet.')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('shows a Barangay Secretary, who verifies IDs, the ID and Approve and Reject', async () => {
    const user = userEvent.setup();
    renderResidents([
      residentsMock([row(11, 'Maria', 'Santos', 'PENDING')]), detailsMock('PENDING'), staffAccessMock(BUILT_IN_ROLES.SECRETARY.permissions),
    ]);
    const dialog = await openDetails(user);
    await openId(user, dialog);
    expect(await within(dialog).findByRole('img', { name: 'Valid ID of Maria Reyes Santos' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(dialog).queryByText(ID_NOT_IN_ROLE)).not.toBeInTheDocument();
  });

  it('shows neither the ID, the sentence nor a decision until the role is known', async () => {
    const user = userEvent.setup();
    const asked: Record<string, unknown>[] = [];
    renderResidents([
      residentsMock([row(11, 'Maria', 'Santos', 'PENDING')]),
      { ...detailsMock('PENDING'), request: recordingRequest(ResidentDetailsQuery, asked), delay: 0 },
      { ...staffAccessMock(), delay: Number.POSITIVE_INFINITY },
    ]);
    await user.click(await screen.findByRole('button', { name: 'View Details of Maria Santos' }));
    const dialog = screen.getByRole('dialog', { name: 'Resident Details' });
    await waitFor(() => expect(asked).toHaveLength(1));
    // The details' answer (no delay) is in by now; the role's never comes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(dialog).getByText('Loading resident...')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(ID_NOT_IN_ROLE)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
