import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { StaffRolesQuery as StaffRolesData } from '../../../gql/graphql';
import {
  ActionGroup, Button, Card, ConfirmDialog, StatusBadge, Table, TextCell, Toolbar, type SaveOutcome, type TableColumn,
} from '../../../ui';
import { DeleteRoleMutation } from '../api/staff.graphql';
import { outcomeOf, type StaffOutcome } from '../staff-outcome';
import { PERMISSION_LABELS, STAFF_MESSAGES } from '../staff-texts';
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

const SAVED_TEXT: Partial<Record<SaveOutcome, string>> = { added: STAFF_MESSAGES.roleCreated, updated: STAFF_MESSAGES.roleUpdated };

/** The roles and their permissions: the offices (built in, never changed) and custom roles to add, edit and delete. */
export function RolesSection({ roles, loading, onChanged, onOutcome }: RolesSectionProps) {
  // undefined: closed; null: adding; a role: editing it.
  const [editing, setEditing] = useState<RoleRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<RoleRow | null>(null);
  const [remove] = useMutation(DeleteRoleMutation);

  const confirmDelete = async (role: RoleRow) => {
    onOutcome(await outcomeOf(() => remove({ variables: { id: role.id } }), STAFF_MESSAGES.roleDeleted, STAFF_MESSAGES.roleDeleteFailed));
    setDeleting(null);
    onChanged();
  };

  const columns: TableColumn<RoleRow>[] = [
    {
      key: 'name', header: 'Role',
      render: (row) => (
        <StyledName>
          <TextCell>{row.name}</TextCell>
          {row.builtIn && <StatusBadge tone="blue">Built-in</StatusBadge>}
        </StyledName>
      ),
    },
    {
      key: 'permissions', header: 'Permissions',
      render: (row) => (
        <StyledPermissions>
          {row.permissions.map((permission) => <li key={permission}>{PERMISSION_LABELS[permission]}</li>)}
        </StyledPermissions>
      ),
    },
    { key: 'memberCount', header: 'Members', numeric: true, width: 'narrow' },
    {
      key: 'actions', header: 'Actions', width: 'actions',
      // Built-in roles (the offices) cannot be changed or deleted: no buttons.
      render: (row) => (row.builtIn ? null : (
        <ActionGroup>
          <Button variant="secondary" aria-label={`Edit ${row.name}`} onClick={() => setEditing(row)}>Edit</Button>
          <Button variant="danger" aria-label={`Delete ${row.name}`} onClick={() => setDeleting(row)}>Delete</Button>
        </ActionGroup>
      )),
    },
  ];

  return (
    <Card title="Roles">
      <Toolbar>
        <Button onClick={() => setEditing(null)}>Add role</Button>
      </Toolbar>
      <Table
        caption="Roles"
        captionHidden
        columns={columns}
        rows={roles}
        getRowKey={(row) => row.id}
        emptyMessage="No roles"
        loading={loading}
        loadingText="Loading roles..."
      />
      <RoleFormModal
        open={editing !== undefined}
        editing={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(outcome) => {
          setEditing(undefined);
          const text = SAVED_TEXT[outcome];
          if (text) onOutcome({ variant: 'success', text });
          onChanged();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete role"
        message={deleting ? `Are you sure you want to delete the role "${deleting.name}"?` : ''}
        confirmLabel="Delete role"
        cancelLabel="Keep role"
        tone="danger"
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
