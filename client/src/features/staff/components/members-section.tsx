import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { StaffMembersQuery as StaffMembersData, StaffPasswordHandoverFieldsFragment } from '../../../gql/graphql';
import {
  ActionGroup, Button, Card, ConfirmDialog, handoverOf, PasswordHandoverDialog, StatusBadge, Table, TextCell, Toolbar, type PasswordHandover,
  type SelectOption, type TableColumn,
} from '../../../ui';
import { useMessages } from '../../../lib/i18n/language-context';
import { useStaffAccess } from '../../../lib/staff-access';
import { ResetStaffMemberPasswordMutation, UpdateStaffMemberMutation } from '../api/staff.graphql';
import { outcomeOf, refusalOf, type StaffOutcome } from '../staff-outcome';
import { staffMessages } from '../messages';
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
  const t = useMessages(staffMessages);
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
    }, t('outcomes.passwordResetFailed'));
    setResetting(null);
    if (refusal) onOutcome(refusal);
    onChanged();
  };

  const setActive = async (member: MemberRow, active: boolean) => {
    onOutcome(await outcomeOf(
      () => update({ variables: { input: { id: member.id, active } } }),
      active ? t('outcomes.reactivated') : t('outcomes.deactivated'), t('outcomes.activeChangeFailed'),
    ));
    setDeactivating(null);
    onChanged();
  };

  const columns: TableColumn<MemberRow>[] = [
    { key: 'name', header: t('members.columns.name'), render: (row) => <TextCell>{nameOf(row)}</TextCell> },
    { key: 'email', header: t('members.columns.email'), render: (row) => <TextCell>{row.email}</TextCell> },
    { key: 'role', header: t('members.columns.role'), render: (row) => row.role.name },
    {
      key: 'official', header: t('members.columns.official'),
      render: (row) => {
        const official = officialOf(row);
        return <TextCell>{official ? officialLabel(official) : '—'}</TextCell>;
      },
    },
    {
      key: 'status', header: t('members.columns.status'), width: 'status',
      render: (row) => (
        <ActionGroup>
          {row.active ? <StatusBadge tone="green">{t('members.status.active')}</StatusBadge> : <StatusBadge tone="gray">{t('members.status.deactivated')}</StatusBadge>}
          {row.mustChangePassword && <StatusBadge tone="yellow">{t('members.status.temporaryPassword')}</StatusBadge>}
        </ActionGroup>
      ),
    },
    {
      key: 'actions', header: t('members.columns.actions'), width: 'actions',
      render: (row) => (
        <ActionGroup>
          <Button
            variant="secondary"
            aria-label={t('members.changeRoleOf', { name: nameOf(row) })}
            onClick={() => setChanging({ memberId: row.id, memberName: nameOf(row), roleId: row.role.id })}
          >
            {t('members.changeRole')}
          </Button>
          <Button
            variant="secondary"
            aria-label={t('members.officialOf', { name: nameOf(row) })}
            onClick={() => setLinking({ memberId: row.id, memberName: nameOf(row), current: officialOf(row) })}
          >
            {t('members.official')}
          </Button>
          {accountId !== null && row.id !== accountId && (
            <Button variant="secondary" aria-label={t('members.resetPasswordOf', { name: nameOf(row) })} onClick={() => setResetting(row)}>{t('members.resetPassword')}</Button>
          )}
          {row.active ? (
            <Button variant="danger" aria-label={t('members.deactivateNamed', { name: nameOf(row) })} onClick={() => setDeactivating(row)}>{t('members.deactivate')}</Button>
          ) : (
            <Button variant="secondary" aria-label={t('members.reactivateNamed', { name: nameOf(row) })} onClick={() => void setActive(row, true)}>{t('members.reactivate')}</Button>
          )}
        </ActionGroup>
      ),
    },
  ];

  return (
    <Card title={t('members.title')}>
      <Toolbar>
        <Button onClick={() => setAdding(true)}>{t('members.add')}</Button>
      </Toolbar>
      <Table
        caption={t('members.title')}
        captionHidden
        columns={columns}
        rows={members}
        getRowKey={(row) => row.id}
        emptyMessage={t('members.empty')}
        loading={loading}
        loadingText={t('members.loading')}
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
        title={t('members.deactivateConfirm.title')}
        message={deactivating
          ? t('members.deactivateConfirm.message', { name: nameOf(deactivating) })
          : ''}
        confirmLabel={t('members.deactivate')}
        cancelLabel={t('members.deactivateConfirm.keep')}
        tone="danger"
        onConfirm={() => (deactivating ? setActive(deactivating, false) : undefined)}
        onCancel={() => setDeactivating(null)}
      />
      <ConfirmDialog
        open={resetting !== null}
        title={t('members.resetConfirm.title')}
        message={resetting
          ? t('members.resetConfirm.message', { name: nameOf(resetting) })
          : ''}
        confirmLabel={t('members.resetPassword')}
        cancelLabel={t('members.resetConfirm.cancel')}
        tone="danger"
        busy={resettingNow}
        onConfirm={() => (resetting ? reset(resetting) : undefined)}
        onCancel={() => setResetting(null)}
      />
    </Card>
  );
}
