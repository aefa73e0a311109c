import { useMutation } from '@apollo/client/react';
import type { MessageKey } from '@barangay-portal/domain';
import { useState } from 'react';
import styled from 'styled-components';
import type { StaffRolesQuery as StaffRolesData } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import {
  ActionGroup, Button, Card, ConfirmDialog, StatusBadge, Table, TextCell, Toolbar, type SaveOutcome, type TableColumn,
} from '../../../ui';
import { DeleteRoleMutation } from '../api/staff.graphql';
import { outcomeOf, type StaffOutcome } from '../staff-outcome';
import { staffMessages } from '../messages';
import { permissionLabel } from '../staff-texts';
import { RoleFormModal } from './role-form-modal';

type RoleRow = StaffRolesData['roles'][number];

const StyledPermissions = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.md};
`;

const StyledName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export interface RolesSectionProps {
  roles: readonly RoleRow[];
  loading: boolean;
  onChanged: () => void;
  onOutcome: (outcome: StaffOutcome) => void;
}

const SAVED_TEXT: Partial<Record<SaveOutcome, MessageKey<'staff'>>> = { added: 'outcomes.roleCreated', updated: 'outcomes.roleUpdated' };

/** The roles and their permissions: the offices (built in, never changed) and custom roles to add, edit and delete. */
export function RolesSection({ roles, loading, onChanged, onOutcome }: RolesSectionProps) {
  const t = useMessages(staffMessages);
  // undefined: closed; null: adding; a role: editing it.
  const [editing, setEditing] = useState<RoleRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<RoleRow | null>(null);
  const [remove] = useMutation(DeleteRoleMutation);

  const confirmDelete = async (role: RoleRow) => {
    onOutcome(await outcomeOf(() => remove({ variables: { id: role.id } }), t('outcomes.roleDeleted'), t('outcomes.roleDeleteFailed')));
    setDeleting(null);
    onChanged();
  };

  const columns: TableColumn<RoleRow>[] = [
    {
      key: 'name', header: t('roles.columns.role'),
      render: (row) => (
        <StyledName>
          <TextCell>{row.name}</TextCell>
          {row.builtIn && <StatusBadge tone="blue">{t('roles.builtIn')}</StatusBadge>}
        </StyledName>
      ),
    },
    {
      key: 'permissions', header: t('roles.columns.permissions'),
      render: (row) => (
        <StyledPermissions>
          {row.permissions.map((permission) => <li key={permission}>{permissionLabel(t, permission)}</li>)}
        </StyledPermissions>
      ),
    },
    { key: 'memberCount', header: t('roles.columns.members'), numeric: true, width: 'narrow' },
    {
      key: 'actions', header: t('roles.columns.actions'), width: 'actions',
      // Built-in roles (the offices) cannot be changed or deleted: no buttons.
      render: (row) => (row.builtIn ? null : (
        <ActionGroup>
          <Button variant="secondary" aria-label={t('roles.editNamed', { name: row.name })} onClick={() => setEditing(row)}>{t('roles.edit')}</Button>
          <Button variant="danger" aria-label={t('roles.deleteNamed', { name: row.name })} onClick={() => setDeleting(row)}>{t('roles.delete')}</Button>
        </ActionGroup>
      )),
    },
  ];

  return (
    <Card title={t('roles.title')}>
      <Toolbar>
        <Button onClick={() => setEditing(null)}>{t('roles.add')}</Button>
      </Toolbar>
      <Table
        caption={t('roles.title')}
        captionHidden
        columns={columns}
        rows={roles}
        getRowKey={(row) => row.id}
        emptyMessage={t('roles.empty')}
        loading={loading}
        loadingText={t('roles.loading')}
      />
      <RoleFormModal
        open={editing !== undefined}
        editing={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(outcome) => {
          setEditing(undefined);
          const key = SAVED_TEXT[outcome];
          if (key) onOutcome({ variant: 'success', text: t(key) });
          onChanged();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('roles.deleteConfirm.title')}
        message={deleting ? t('roles.deleteConfirm.message', { name: deleting.name }) : ''}
        confirmLabel={t('roles.deleteConfirm.confirm')}
        cancelLabel={t('roles.deleteConfirm.keep')}
        tone="danger"
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
