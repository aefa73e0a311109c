import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordingRequest, staffAccessMock } from '../../../test/mocks';
import { renderWithMocks } from '../../../test/render-with-mocks';
import {
  CreateRoleMutation, CreateStaffMemberMutation, DeleteRoleMutation, LinkOfficialStaffMemberMutation, ResetStaffMemberPasswordMutation,
  StaffMembersQuery, StaffOfficialsQuery, StaffRolesQuery, UpdateStaffMemberMutation,
} from '../api/staff.graphql';
import { inEnglish } from '../../../ui/testing/in-english';
import { staffMessages } from '../messages';
import { StaffPage } from './staff-page';

const MANAGE_STAFF_NOTE = inEnglish(staffMessages)('permissions.manageStaffNote');

// Whole screens driven through user-event in jsdom: slower than the 5 s default when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const PUNONG = {
  __typename: 'StaffRole', id: 1, name: 'Punong Barangay', builtIn: 'PUNONG_BARANGAY', memberCount: 1,
  permissions: ['MANAGE_CONTENT', 'MANAGE_STAFF'],
};
const CLERK = { __typename: 'StaffRole', id: 7, name: 'Records Clerk', builtIn: null, memberCount: 1, permissions: ['VIEW_RESIDENTS'] };

const member = (id: number, firstName: string, lastName: string, role: typeof PUNONG | typeof CLERK, mustChangePassword = false) => ({
  __typename: 'StaffMember', id, email: `${firstName.toLowerCase()}@barangay.example.com`, firstName, lastName,
  role: { __typename: 'StaffRole', id: role.id, name: role.name }, active: true, mustChangePassword,
});
const MARIA = member(1, 'Maria', 'Santos', PUNONG);
const PEDRO = member(2, 'Pedro', 'Reyes', CLERK, true);

const official = (id: number, name: string, position: string, staffMemberId: number | null) =>
  ({ __typename: 'BarangayOfficial', id, name, position, staffMemberId });
const OFFICIALS = [official(11, 'Hon. Maria Santos', 'Punong Barangay', 1), official(12, 'Hon. Pedro Reyes', 'Kagawad', null)];

const listMocks = (): MockLink.MockedResponse[] => [
  {
    request: { query: StaffOfficialsQuery },
    result: { data: { barangayOfficials: { __typename: 'BarangayOfficialPage', items: OFFICIALS } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  { request: { query: StaffMembersQuery }, result: { data: { staffMembers: [MARIA, PEDRO] } }, maxUsageCount: Number.POSITIVE_INFINITY },
  { request: { query: StaffRolesQuery }, result: { data: { roles: [PUNONG, CLERK] } }, maxUsageCount: Number.POSITIVE_INFINITY },
  // Signed in as Maria (account 1).
  staffAccessMock(undefined, { id: MARIA.id }),
];

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

describe('Staff page', () => {
  it('lists the members with their role and state, and the roles with their permissions in words', async () => {
    renderWithMocks(<StaffPage />, listMocks());
    const members = screen.getByRole('table', { name: 'Staff members' });
    const pedro = (await within(members).findByRole('cell', { name: 'Pedro Reyes' })).closest('tr')!;
    expect(within(pedro).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 5))
      .toEqual(['Pedro Reyes', 'pedro@barangay.example.com', 'Records Clerk', '—', 'ActiveTemporary password']);
    const maria = within(members).getByRole('cell', { name: 'Maria Santos' }).closest('tr')!;
    await within(maria).findByText('Hon. Maria Santos (Punong Barangay)');
    expect(within(maria).queryByText('Temporary password')).not.toBeInTheDocument();

    const roles = screen.getByRole('table', { name: 'Roles' });
    const punong = (await within(roles).findByText('Punong Barangay')).closest('tr')!;
    expect(within(punong).getByText('Built-in')).toBeInTheDocument();
    expect(within(punong).getByText('Manage content (projects, events, announcements, officials, contact details)')).toBeInTheDocument();
    expect(within(punong).getByText('Manage staff members and roles')).toBeInTheDocument();
    const clerk = within(roles).getByText('Records Clerk').closest('tr')!;
    expect(within(clerk).getByText('View the residents list')).toBeInTheDocument();
    expect(within(clerk).queryByText('Built-in')).not.toBeInTheDocument();
  });

  it('shows a new member\'s one-time password once, with whom to give it to', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<StaffPage />, [...listMocks(), {
      request: recordingRequest(CreateStaffMemberMutation, sent),
      result: { data: { createStaffMember: {
        __typename: 'StaffPasswordHandover', temporaryPassword: 'kD9-vQ2x-Lm7p', passwordLinkSent: false,
        member: { __typename: 'StaffMember', id: 3, email: 'ana@barangay.example.com', firstName: 'Ana', lastName: 'Cruz' },
      } } },
    }]);
    await screen.findByText('Records Clerk', { selector: 'span' });
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    const form = screen.getByRole('dialog', { name: 'Add staff member' });
    await user.type(within(form).getByLabelText(/E-mail/), ' ana@barangay.example.com ');
    await user.type(within(form).getByLabelText(/First name/), 'Ana');
    await user.type(within(form).getByLabelText(/Last name/), 'Cruz');
    await user.selectOptions(within(form).getByLabelText(/Role/), 'Records Clerk');
    await user.click(within(form).getByRole('button', { name: 'Add staff member' }));

    const shown = await screen.findByRole('dialog', { name: 'One-time password' });
    expect(sent).toEqual([{ input: { email: 'ana@barangay.example.com', firstName: 'Ana', lastName: 'Cruz', roleId: 7 } }]);
    expect(within(shown).getByText('kD9-vQ2x-Lm7p')).toBeInTheDocument();
    expect(shown).toHaveTextContent(
      'Give this one-time password to Ana Cruz. They must choose their own password when they first sign in. It will not be shown again.',
    );
    expect(screen.queryByRole('dialog', { name: 'Add staff member' })).not.toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'One-time password' })).not.toBeInTheDocument());
    expect(screen.queryByText('kD9-vQ2x-Lm7p')).not.toBeInTheDocument();
  });

  it('resets a member\'s password after a warning, and says where the e-mailed link went', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<StaffPage />, [...listMocks(), {
      request: recordingRequest(ResetStaffMemberPasswordMutation, sent),
      result: { data: { resetStaffMemberPassword: {
        __typename: 'StaffPasswordHandover', temporaryPassword: null, passwordLinkSent: true,
        member: { __typename: 'StaffMember', id: 2, email: PEDRO.email, firstName: 'Pedro', lastName: 'Reyes' },
      } } },
    }]);
    const resetPedro = await within(await rowOf('Pedro Reyes')).findByRole('button', { name: 'Reset password of Pedro Reyes' });
    // Her own password Maria changes on the Account screen: her row offers no reset.
    expect(within(await rowOf('Maria Santos')).queryByRole('button', { name: /^Reset password/ })).not.toBeInTheDocument();
    await user.click(resetPedro);
    const confirm = screen.getByRole('alertdialog', { name: 'Reset password' });
    expect(confirm).toHaveTextContent('They will be signed out at once');
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Reset password' }));

    const shown = await screen.findByRole('dialog', { name: 'Link sent' });
    expect(sent).toEqual([{ id: 2 }]);
    expect(shown).toHaveTextContent('We e-mailed Pedro Reyes at pedro@barangay.example.com a link to choose their password. The link works once, for 3 days.');
  });

  it('shows the server\'s reason when deactivating the last staff manager is refused', async () => {
    const message = 'At least one active staff member who has chosen their own password must keep the permission to manage staff.';
    const { user } = renderWithMocks(<StaffPage />, [...listMocks(), {
      request: { query: UpdateStaffMemberMutation, variables: { input: { id: 1, active: false } } },
      result: { errors: [{ message, extensions: { code: 'CONFLICT', reason: 'LAST_STAFF_MANAGER' } }] },
    }]);
    await user.click(within(await rowOf('Maria Santos')).getByRole('button', { name: 'Deactivate Maria Santos' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Deactivate staff member' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(await rowOf('Maria Santos')).getByText('Active')).toBeInTheDocument();
  });

  it('offers edit and delete for custom roles only, and shows why a role in use is not deleted', async () => {
    const message = 'This role is given to 1 staff member: give them another role first.';
    const { user } = renderWithMocks(<StaffPage />, [...listMocks(), {
      request: { query: DeleteRoleMutation, variables: { id: 7 } },
      result: { errors: [{ message, extensions: { code: 'CONFLICT', reason: 'STAFF_ROLE_IN_USE' } }] },
    }]);
    const roles = await screen.findByRole('table', { name: 'Roles' });
    await within(roles).findByText('Punong Barangay');
    expect(within(roles).queryByRole('button', { name: 'Delete Punong Barangay' })).not.toBeInTheDocument();
    expect(within(roles).queryByRole('button', { name: 'Edit Punong Barangay' })).not.toBeInTheDocument();
    expect(within(roles).getByRole('button', { name: 'Edit Records Clerk' })).toBeInTheDocument();

    await user.click(within(roles).getByRole('button', { name: 'Delete Records Clerk' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete role' })).getByRole('button', { name: 'Delete role' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('creates a custom role with the permissions ticked', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<StaffPage />, [...listMocks(), {
      request: recordingRequest(CreateRoleMutation, sent),
      result: { data: { createRole: { __typename: 'StaffRole', id: 8, name: 'Bookkeeper' } } },
    }]);
    await screen.findByText('Records Clerk', { selector: 'span' });
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    const form = screen.getByRole('dialog', { name: 'Add role' });
    await user.type(within(form).getByLabelText(/Role name/), 'Bookkeeper');
    await user.click(within(form).getByRole('button', { name: 'Add role' }));
    expect(await within(form).findByText('Choose at least one permission.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: 'View the dashboard' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Revoke issued certificates' }));
    await user.click(within(form).getByRole('button', { name: 'Add role' }));

    expect(await screen.findByText('Role created.')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { name: 'Bookkeeper', permissions: ['REVOKE_CERTIFICATES', 'VIEW_DASHBOARD'] } }]);
    expect(screen.queryByRole('dialog', { name: 'Add role' })).not.toBeInTheDocument();
  });

  it('says, once Manage staff is ticked, that it lets the member give themselves and others every permission', async () => {
    const { user } = renderWithMocks(<StaffPage />, listMocks());
    await screen.findByText('Records Clerk', { selector: 'span' });
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    const form = screen.getByRole('dialog', { name: 'Add role' });
    const manageStaff = within(form).getByRole('checkbox', { name: 'Manage staff members and roles' });
    expect(within(form).queryByText(MANAGE_STAFF_NOTE)).not.toBeInTheDocument();
    await user.click(manageStaff);
    expect(manageStaff).toHaveAccessibleDescription(MANAGE_STAFF_NOTE);
    expect(MANAGE_STAFF_NOTE).toMatch(/give themselves and any other member every permission/);
    await user.click(manageStaff);
    expect(within(form).queryByText(MANAGE_STAFF_NOTE)).not.toBeInTheDocument();
  });

  it("links a member to the official they are, which is what signs the certificates", async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<StaffPage />, [...listMocks(), {
      request: recordingRequest(LinkOfficialStaffMemberMutation, sent),
      result: { data: { linkOfficialStaffMember: { __typename: 'BarangayOfficial', id: 12, staffMemberId: 2 } } },
    }]);
    const pedro = await rowOf('Pedro Reyes');
    await user.click(within(pedro).getByRole('button', { name: 'Official of Pedro Reyes' }));
    const dialog = screen.getByRole('dialog', { name: 'Official of Pedro Reyes' });
    await user.selectOptions(within(dialog).getByLabelText('Official', { exact: false, selector: 'select' }), 'Hon. Pedro Reyes (Kagawad)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Official saved.');
    expect(sent).toEqual([{ id: 12, staffMemberId: 2 }]);
  });
});
