import { useMutation } from '@apollo/client/react';
import type { BarangayRollupFieldsFragment } from '../../../gql/graphql';
import { FormModal, formFields, sameNames, useZodForm } from '../../../ui';
import { SetBarangayHostNamesMutation } from '../api/city.graphql';
import { hostNamesFormSchema, hostNamesIn, type HostNamesForm } from '../city-forms';
import { CITY_TEXTS } from '../city-texts';

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
  const form = useZodForm(hostNamesFormSchema, { hostNames: barangay.hostNames.join(', ') });
  const [save, { loading }] = useMutation(SetBarangayHostNamesMutation);

  const saveNames = async ({ hostNames }: HostNamesForm) => {
    const { data } = await save({ variables: { input: { barangayId: barangay.barangayId, hostNames: hostNamesIn(hostNames) } } });
    if (data) onSaved(data.setBarangayHostNames);
  };

  return (
    <FormModal
      form={form}
      title={CITY_TEXTS.hostNamesTitle(barangay.name)}
      saving={loading}
      submitLabel="Save"
      onClose={onClose}
      onSave={saveNames}
      refusal={{ message: CITY_TEXTS.hostNamesSaveFailed, fields: SERVER_FIELDS }}
    >
      <Field.Text name="hostNames" label="Host names" hint={CITY_TEXTS.hostNamesHint} autoComplete="off" />
    </FormModal>
  );
}
