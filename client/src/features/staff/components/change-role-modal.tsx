import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useMessages } from '../../../lib/i18n/language-context';
import { FormModal, formFields, sameNames, useZodForm, type SelectOption } from '../../../ui';
import { UpdateStaffMemberMutation } from '../api/staff.graphql';
import { changeRoleFormSchema, type ChangeRoleForm } from '../staff-forms';
import { staffMessages } from '../messages';
import { outcomeOf, type StaffOutcome } from '../staff-outcome';

export interface RoleChange {
  memberId: number;
  memberName: string;
  roleId: number;
}

export interface ChangeRoleModalProps {
  /** The member whose role changes, or null when closed. */
  changing: RoleChange | null;
  roleOptions: readonly SelectOption[];
  onClose: () => void;
  onDone: (outcome: StaffOutcome) => void;
}

const Field = formFields<ChangeRoleForm>();

/** Change role: a select of every role; a refusal (the last staff manager) closes it and shows the server's reason on the page. */
export function ChangeRoleModal({ changing, ...rest }: ChangeRoleModalProps) {
  return changing ? <ChangeRoleDialog changing={changing} {...rest} /> : null;
}

function ChangeRoleDialog({ changing, roleOptions, onClose, onDone }: ChangeRoleModalProps & { changing: RoleChange }) {
  const t = useMessages(staffMessages);
  const schema = useMemo(() => changeRoleFormSchema(t), [t]);
  const form = useZodForm(schema, { roleId: String(changing.roleId) });
  const [update, { loading }] = useMutation(UpdateStaffMemberMutation);

  const save = async ({ roleId }: ChangeRoleForm) => {
    onDone(await outcomeOf(
      () => update({ variables: { input: { id: changing.memberId, roleId: Number(roleId) } } }),
      t('outcomes.roleChanged'), t('outcomes.roleChangeFailed'),
    ));
  };

  return (
    <FormModal
      form={form}
      title={t('members.changeRoleOf', { name: changing.memberName })}
      saving={loading}
      submitLabel={t('changeRole.submit')}
      onClose={onClose}
      onSave={save}
      refusal={{ message: t('outcomes.roleChangeFailed'), fields: sameNames<ChangeRoleForm>('roleId') }}
    >
      <Field.Select name="roleId" label={t('memberForm.role')} options={roleOptions} placeholder={t('memberForm.rolePlaceholder')} required />
    </FormModal>
  );
}
