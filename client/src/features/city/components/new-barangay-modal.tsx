import { useMutation } from '@apollo/client/react';
import type { CreateBarangayMutation as CreatedBarangayData } from '../../../gql/graphql';
import { AccountHolderInputs, FormModal, formFields, sameNames, useZodForm } from '../../../ui';
import { CreateBarangayMutation } from '../api/city.graphql';
import { barangayFormSchema, EMPTY_BARANGAY_FORM, toBarangayInput, type BarangayForm } from '../city-forms';
import { CITY_TEXTS } from '../city-texts';

export type CreatedBarangay = CreatedBarangayData['createBarangay'];

export interface NewBarangayModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: (created: CreatedBarangay) => void;
}

const Field = formFields<BarangayForm>();
// The Punong Barangay's fields come back under `punongBarangay` when nested rules refuse them; a taken e-mail as `email`.
const SERVER_FIELDS = { ...sameNames<BarangayForm>('name', 'psgcCode', 'referencePrefix', 'hostNames', 'email'), punongBarangay: 'email' } as const;

/** Add barangay: its name, codes and host names, and its first Punong Barangay, made in one step by the server. */
export function NewBarangayModal({ open, ...rest }: NewBarangayModalProps) {
  // Mounted per opening, so each opening starts empty.
  return open ? <NewBarangayDialog {...rest} /> : null;
}

function NewBarangayDialog({ onClose, onCreated }: Omit<NewBarangayModalProps, 'open'>) {
  const form = useZodForm(barangayFormSchema, EMPTY_BARANGAY_FORM);
  const [create, { loading }] = useMutation(CreateBarangayMutation);

  const save = async (values: BarangayForm) => {
    const { data } = await create({ variables: { input: toBarangayInput(values) } });
    if (data) onCreated(data.createBarangay);
  };

  return (
    <FormModal
      form={form}
      title={CITY_TEXTS.addBarangay}
      saving={loading}
      submitLabel={CITY_TEXTS.addBarangay}
      onClose={onClose}
      onSave={save}
      refusal={{ message: CITY_TEXTS.barangaySaveFailed, fields: SERVER_FIELDS }}
    >
      <Field.Text name="name" label="Barangay name" required />
      <Field.Text name="psgcCode" label="PSGC code" inputMode="numeric" hint={CITY_TEXTS.psgcHint} />
      <Field.Text name="referencePrefix" label="Reference prefix" hint={CITY_TEXTS.referencePrefixHint} required />
      <Field.Text name="hostNames" label="Host names" hint={CITY_TEXTS.hostNamesHint} autoComplete="off" required />
      <p>{CITY_TEXTS.punongBarangayHint}</p>
      <AccountHolderInputs whose="Punong Barangay" />
    </FormModal>
  );
}
