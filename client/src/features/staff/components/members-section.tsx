import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { StaffMembersQuery as StaffMembersData, StaffPasswordHandoverFieldsFragment } from '../../../gql/graphql';
import {
  ActionGroup, Button, Card, ConfirmDialog, handoverOf, PasswordHandoverDialog, StatusBadge, Table, TextCell, Toolbar, type PasswordHandover,
  type SelectOption, type TableColumn,
} from '../../../ui';
import { useStaffAccess } from '../../../lib/staff-access';
import { ResetStaffMemberPasswordMutation, UpdateStaffMemberMutation } from '../api/staff.graphql';
import { outcomeOf, refusalOf, type StaffOutcome } from '../staff-outcome';
import { STAFF_MESSAGES } from '../staff-texts';
import { ChangeRoleModal, type RoleChange } from './change-role-modal';
import { LinkOfficialModal, officialLabel, type OfficialLink, type StaffOfficial } from './link-official-modal';
import { MemberFormModal } from './member-form-modal';

type MemberRow = StaffMembersData['staffMembers'][number];

const nameOf = (member: MemberRow) => `${member.firstName} ${member.lastName}`;

const handoverOfMember = ({ member, temporaryPassword }: StaffPasswordHandoverFieldsFragment): PasswordHandover =>
  handoverOf(member, temporaryPassword);

export interface MembersSectionProps {
  members: readonly MemberRow[];
  loading: boolean;
  roleOptions: readonly SelectOption[];
  /** The officials list, each with the staff account it is linked to. */
  officials: readonly StaffOfficial[];
  /** After any change: the lists are read again (a role's member count changes too). */
  onChanged: () => void;
  onOutcome: (outcome: StaffOutcome) => void;
}

/** The staff members: add one or reset a password (a one-time password shown once, or a link e-mailed), change a role, deactivate or reactivate. */
export function MembersSection({ members, loading, roleOptions, officials, onChanged, onOutcome }: MembersSectionProps) {
  const [adding, setAdding] = useState(false);
  const [handover, setHandover] = useState<PasswordHandover | null>(null);
  const [resetting, setResetting] = useState<MemberRow | null>(null);
  const [changing, setChanging] = useState<RoleChange | null>(null);
  const [linking, setLinking] = useState<OfficialLink | null>(null);
  /** A dialog's end: it closes, its outcome is shown, the lists are read again. */
  const closedWith = (close: () => void) => (outcome: StaffOutcome) => {
    close();
    onOutcome(outcome);
    onChanged();
  };
  const officialOf = (member: MemberRow) => officials.find((official) => official.staffMemberId === member.id) ?? null;
  const [deactivating, setDeactivating] = useState<MemberRow | null>(null);
  const [update] = useMutation(UpdateStaffMemberMutation);
  // One's own password is changed on the Account screen, with the current one as proof (the server refuses a reset).
  const { accountId } = useStaffAccess();
  const [resetPassword, { loading: resettingNow }] = useMutation(ResetStaffMemberPasswordMutation);

  const reset = async (member: MemberRow) => {
    const refusal = await refusalOf(async () => {
      const { data } = await resetPassword({ variables: { id: member.id } });
      if (data) setHandover(handoverOfMember(data.resetStaffMemberPassword));
    }, STAFF_MESSAGES.passwordResetFailed);
    setResetting(null);
    if (refusal) onOutcome(refusal);
    onChanged();
  };

  const setActive = async (member: MemberRow, active: boolean) => {
    onOutcome(await outcomeOf(
      () => update({ variables: { input: { id: member.id, active } } }),
      active ? STAFF_MESSAGES.reactivated : STAFF_MESSAGES.deactivated, STAFF_MESSAGES.activeChangeFailed,
    ));
    setDeactivating(null);
    onChanged();
  };

  const columns: TableColumn<MemberRow>[] = [
    { key: 'name', header: 'Name', render: (row) => <TextCell>{nameOf(row)}</TextCell> },
    { key: 'email', header: 'E-mail', render: (row) => <TextCell>{row.email}</TextCell> },
    { key: 'role', header: 'Role', render: (row) => row.role.name },
    {
      key: 'official', header: 'Official',
      render: (row) => {
        const official = officialOf(row);
        return <TextCell>{official ? officialLabel(official) : '—'}</TextCell>;
      },
    },
    {
      key: 'status', header: 'Status', width: 'status',
      render: (row) => (
        <ActionGroup>
          {row.active ? <StatusBadge tone="green">Active</StatusBadge> : <StatusBadge tone="gray">Deactivated</StatusBadge>}
          {row.mustChangePassword && <StatusBadge tone="yellow">Temporary password</StatusBadge>}
        </ActionGroup>
      ),
    },
    {
      key: 'actions', header: 'Actions', width: 'actions',
      render: (row) => (
        <ActionGroup>
          <Button
            variant="secondary"
            aria-label={`Change role of ${nameOf(row)}`}
            onClick={() => setChanging({ memberId: row.id, memberName: nameOf(row), roleId: row.role.id })}
          >
            Change role
          </Button>
          <Button
            variant="secondary"
            aria-label={`Official of ${nameOf(row)}`}
            onClick={() => setLinking({ memberId: row.id, memberName: nameOf(row), current: officialOf(row) })}
          >
            Official
          </Button>
          {accountId !== null && row.id !== accountId && (
            <Button variant="secondary" aria-label={`Reset password of ${nameOf(row)}`} onClick={() => setResetting(row)}>Reset password</Button>
          )}
          {row.active ? (
            <Button variant="danger" aria-label={`Deactivate ${nameOf(row)}`} onClick={() => setDeactivating(row)}>Deactivate</Button>
          ) : (
            <Button variant="secondary" aria-label={`Reactivate ${nameOf(row)}`} onClick={() => void setActive(row, true)}>Reactivate</Button>
          )}
        </ActionGroup>
      ),
    },
  ];

  return (
    <Card title="Staff members">
      <Toolbar>
        <Button onClick={() => setAdding(true)}>Add staff member</Button>
      </Toolbar>
      <Table
        caption="Staff members"
        captionHidden
        columns={columns}
        rows={members}
        getRowKey={(row) => row.id}
        emptyMessage="No staff members yet"
        loading={loading}
        loadingText="Loading staff members..."
      />
      <MemberFormModal
        open={adding}
        roleOptions={roleOptions}
        onClose={() => setAdding(false)}
        onCreated={(created) => {
          setAdding(false);
          setHandover(handoverOfMember(created));
          onChanged();
        }}
      />
      <PasswordHandoverDialog handover={handover} onClose={() => setHandover(null)} />
      <ChangeRoleModal changing={changing} roleOptions={roleOptions} onClose={() => setChanging(null)} onDone={closedWith(() => setChanging(null))} />
      <LinkOfficialModal linking={linking} officials={officials} onClose={() => setLinking(null)} onDone={closedWith(() => setLinking(null))} />
      <ConfirmDialog
        open={deactivating !== null}
        title="Deactivate staff member"
        message={deactivating
          ? `Deactivate ${nameOf(deactivating)}? They will be signed out at once and cannot sign in until reactivated.`
          : ''}
        confirmLabel="Deactivate"
        cancelLabel="Keep active"
        tone="danger"
        onConfirm={() => (deactivating ? setActive(deactivating, false) : undefined)}
        onCancel={() => setDeactivating(null)}
      />
      <ConfirmDialog
        open={resetting !== null}
        title="Reset password"
        message={resetting
          ? `Reset the password of ${nameOf(resetting)}? They will be signed out at once, their password will stop working, and they will get a new one-time password or link.`
          : ''}
        confirmLabel="Reset password"
        cancelLabel="Cancel"
        tone="danger"
        busy={resettingNow}
        onConfirm={() => (resetting ? reset(resetting) : undefined)}
        onCancel={() => setResetting(null)}
      />
    </Card>
  );
}
