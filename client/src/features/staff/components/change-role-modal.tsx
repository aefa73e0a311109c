import { useMutation } from '@apollo/client/react';
import { FormModal, formFields, sameNames, useZodForm, type SelectOption } from '../../../ui';
import { UpdateStaffMemberMutation } from '../api/staff.graphql';
import { changeRoleFormSchema, type ChangeRoleForm } from '../staff-forms';
import { STAFF_MESSAGES } from '../staff-texts';
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
  const form = useZodForm(changeRoleFormSchema, { roleId: String(changing.roleId) });
  const [update, { loading }] = useMutation(UpdateStaffMemberMutation);

  const save = async ({ roleId }: ChangeRoleForm) => {
    onDone(await outcomeOf(
      () => update({ variables: { input: { id: changing.memberId, roleId: Number(roleId) } } }),
      STAFF_MESSAGES.roleChanged, STAFF_MESSAGES.roleChangeFailed,
    ));
  };

  return (
    <FormModal
      form={form}
      title={`Change role of ${changing.memberName}`}
      saving={loading}
      submitLabel="Change role"
      onClose={onClose}
      onSave={save}
      refusal={{ message: STAFF_MESSAGES.roleChangeFailed, fields: sameNames<ChangeRoleForm>('roleId') }}
    >
      <Field.Select name="roleId" label="Role" options={roleOptions} placeholder="Choose a role..." required />
    </FormModal>
  );
}
