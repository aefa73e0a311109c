import { useMutation } from '@apollo/client/react';
import { useMessages } from '../../../lib/i18n/language-context';
import type { StaffOfficialsQuery } from '../../../gql/graphql';
import { FormModal, formFields, sameNames, useZodForm } from '../../../ui';
import { LinkOfficialStaffMemberMutation } from '../api/staff.graphql';
import { linkOfficialFormSchema, type LinkOfficialForm } from '../staff-forms';
import { outcomeOf, type StaffOutcome } from '../staff-outcome';
import { staffMessages } from '../messages';

export type StaffOfficial = StaffOfficialsQuery['barangayOfficials']['items'][number];

export interface OfficialLink {
  memberId: number;
  memberName: string;
  /** The official the member is now, if any. */
  current: StaffOfficial | null;
}

export interface LinkOfficialModalProps {
  /** The member whose official is chosen, or null when closed. */
  linking: OfficialLink | null;
  officials: readonly StaffOfficial[];
  onClose: () => void;
  onDone: (outcome: StaffOutcome) => void;
}

const Field = formFields<LinkOfficialForm>();

export const officialLabel = (official: StaffOfficial): string => `${official.name} (${official.position})`;

/**
 * Which official of the officials list the member is (docs/rules/accounts.md#staff-roles): the one linked to
 * the Punong Barangay's account signs the certificates. Choosing another moves the link; "Not an official" removes it.
 */
export function LinkOfficialModal({ linking, ...rest }: LinkOfficialModalProps) {
  return linking ? <LinkOfficialDialog linking={linking} {...rest} /> : null;
}

function LinkOfficialDialog({ linking, officials, onClose, onDone }: LinkOfficialModalProps & { linking: OfficialLink }) {
  const t = useMessages(staffMessages);
  const form = useZodForm(linkOfficialFormSchema, { officialId: linking.current ? String(linking.current.id) : '' });
  const [link, { loading }] = useMutation(LinkOfficialStaffMemberMutation);
  const options = officials.map((official) => ({ value: String(official.id), label: officialLabel(official) }));

  const save = async ({ officialId }: LinkOfficialForm) => {
    onDone(await outcomeOf(async () => {
      if (officialId) await link({ variables: { id: Number(officialId), staffMemberId: linking.memberId } });
      else if (linking.current) await link({ variables: { id: linking.current.id, staffMemberId: null } });
    }, t('outcomes.officialLinked'), t('outcomes.officialLinkFailed')));
  };

  return (
    <FormModal
      form={form}
      title={t('members.officialOf', { name: linking.memberName })}
      saving={loading}
      submitLabel={t('linkOfficial.save')}
      onClose={onClose}
      onSave={save}
      refusal={{ message: t('outcomes.officialLinkFailed'), fields: sameNames<LinkOfficialForm>('officialId') }}
    >
      {/* The empty choice removes the link. */}
      <Field.Select name="officialId" label={t('linkOfficial.label')} options={options} placeholder={t('linkOfficial.none')} />
    </FormModal>
  );
}
