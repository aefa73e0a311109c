import { useMutation } from '@apollo/client/react';
import type { BarangayRollupFieldsFragment } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { FormModal, formFields, sameNames, useZodForm } from '../../../ui';
import { SetBarangayHostNamesMutation } from '../api/city.graphql';
import { hostNamesFormSchema, hostNamesIn, type HostNamesForm } from '../city-forms';
import { cityMessages } from '../messages';

export interface HostNamesModalProps {
  /** The barangay whose names are changed, or null when closed. */
  barangay: BarangayRollupFieldsFragment | null;
  onClose: () => void;
  onSaved: (barangay: BarangayRollupFieldsFragment) => void;
}

const Field = formFields<HostNamesForm>();
const SERVER_FIELDS = sameNames<HostNamesForm>('hostNames');

/** A barangay's host names, replaced as a whole; the server refuses another barangay's and, with several, none. */
export function HostNamesModal({ barangay, ...rest }: HostNamesModalProps) {
  return barangay ? <HostNamesDialog barangay={barangay} {...rest} /> : null;
}

function HostNamesDialog({ barangay, onClose, onSaved }: HostNamesModalProps & { barangay: BarangayRollupFieldsFragment }) {
  const t = useMessages(cityMessages);
  const form = useZodForm(hostNamesFormSchema, { hostNames: barangay.hostNames.join(', ') });
  const [save, { loading }] = useMutation(SetBarangayHostNamesMutation);

  const saveNames = async ({ hostNames }: HostNamesForm) => {
    const { data } = await save({ variables: { input: { barangayId: barangay.barangayId, hostNames: hostNamesIn(hostNames) } } });
    if (data) onSaved(data.setBarangayHostNames);
  };

  return (
    <FormModal
      form={form}
      title={t('hostNames.of', { name: barangay.name })}
      saving={loading}
      submitLabel={t('hostNames.save')}
      onClose={onClose}
      onSave={saveNames}
      refusal={{ message: t('hostNames.saveFailed'), fields: SERVER_FIELDS }}
    >
      <Field.Text name="hostNames" label={t('hostNames.label')} hint={t('hostNames.hint')} autoComplete="off" />
    </FormModal>
  );
}
