import { useMutation } from '@apollo/client/react';
import { useMessages } from '../../../lib/i18n/language-context';
import { FormModal, formFields, sameNames, useZodForm, type SaveOutcome } from '../../../ui';
import type { Permission } from '../../../gql/graphql';
import { CreateRoleMutation, UpdateRoleMutation } from '../api/staff.graphql';
import { EMPTY_ROLE_FORM, roleFormSchema, toRoleInput, type RoleForm } from '../staff-forms';
import { staffMessages } from '../messages';
import { PermissionChecklist } from './permission-checklist';

export interface EditedRole {
  id: number;
  name: string;
  permissions: readonly Permission[];
}

export interface RoleFormModalProps {
  open: boolean;
  /** The custom role being edited, or null to add one. */
  editing: EditedRole | null;
  onClose: () => void;
  onSaved: (outcome: SaveOutcome) => void;
}

const Field = formFields<RoleForm>();
const SERVER_FIELDS = sameNames<RoleForm>('name', 'permissions');

/** Add role / Edit role: a name and at least one permission. Built-in roles are never edited. */
export function RoleFormModal({ open, ...rest }: RoleFormModalProps) {
  return open ? <RoleDialog {...rest} /> : null;
}

function RoleDialog({ editing, onClose, onSaved }: Omit<RoleFormModalProps, 'open'>) {
  const t = useMessages(staffMessages);
  const form = useZodForm(roleFormSchema, editing ? { name: editing.name, permissions: [...editing.permissions] } : EMPTY_ROLE_FORM);
  const [create, { loading: creating }] = useMutation(CreateRoleMutation);
  const [update, { loading: updating }] = useMutation(UpdateRoleMutation);

  const save = async (values: RoleForm) => {
    const input = toRoleInput(values);
    if (editing) await update({ variables: { input: { id: editing.id, ...input } } });
    else await create({ variables: { input } });
    onSaved(editing ? 'updated' : 'added');
  };

  return (
    <FormModal
      form={form}
      title={editing ? t('roleForm.editTitle') : t('roleForm.addTitle')}
      saving={creating || updating}
      submitLabel={editing ? t('roleForm.save') : t('roleForm.addTitle')}
      onClose={onClose}
      onSave={save}
      refusal={{ message: t('outcomes.roleSaveFailed'), fields: SERVER_FIELDS, onNotFound: () => onSaved('gone') }}
    >
      <Field.Text name="name" label={t('roleForm.name')} required />
      <PermissionChecklist />
    </FormModal>
  );
}
