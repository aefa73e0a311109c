import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useMessages } from '../../../lib/i18n/language-context';
import { AccountHolderInputs, FormModal, formFields, sameNames, useZodForm, type SelectOption } from '../../../ui';
import { CreateStaffMemberMutation } from '../api/staff.graphql';
import { EMPTY_MEMBER_FORM, memberFormSchema, toMemberInput, type MemberForm } from '../staff-forms';
import { staffMessages } from '../messages';
import type { StaffPasswordHandoverFieldsFragment } from '../../../gql/graphql';

export interface MemberFormModalProps {
  open: boolean;
  roleOptions: readonly SelectOption[];
  onClose: () => void;
  onCreated: (created: StaffPasswordHandoverFieldsFragment) => void;
}

const Field = formFields<MemberForm>();
const SERVER_FIELDS = sameNames<MemberForm>('email', 'firstName', 'lastName', 'roleId');

/** Add staff member: e-mail, names and role; the server answers with the one-time password, or e-mails a link. */
export function MemberFormModal({ open, ...rest }: MemberFormModalProps) {
  // Mounted per opening, so each opening starts empty.
  return open ? <MemberDialog {...rest} /> : null;
}

function MemberDialog({ roleOptions, onClose, onCreated }: Omit<MemberFormModalProps, 'open'>) {
  const t = useMessages(staffMessages);
  const schema = useMemo(() => memberFormSchema(t), [t]);
  const form = useZodForm(schema, EMPTY_MEMBER_FORM);
  const [create, { loading }] = useMutation(CreateStaffMemberMutation);

  const save = async (values: MemberForm) => {
    const { data } = await create({ variables: { input: toMemberInput(values) } });
    if (!data) return;
    onCreated(data.createStaffMember);
  };

  return (
    <FormModal
      form={form}
      title={t('members.add')}
      saving={loading}
      submitLabel={t('members.add')}
      onClose={onClose}
      onSave={save}
      refusal={{ message: t('outcomes.memberSaveFailed'), fields: SERVER_FIELDS }}
    >
      <AccountHolderInputs />
      <Field.Select name="roleId" label={t('memberForm.role')} options={roleOptions} placeholder={t('memberForm.rolePlaceholder')} required />
    </FormModal>
  );
}
