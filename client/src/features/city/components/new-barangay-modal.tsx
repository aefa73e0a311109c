import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import type { CreateBarangayMutation as CreatedBarangayData } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { AccountHolderInputs, FormModal, formFields, sameNames, useZodForm } from '../../../ui';
import { CreateBarangayMutation } from '../api/city.graphql';
import { barangayFormSchema, EMPTY_BARANGAY_FORM, toBarangayInput, type BarangayForm } from '../city-forms';
import { cityMessages } from '../messages';

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
  const t = useMessages(cityMessages);
  const schema = useMemo(() => barangayFormSchema(t), [t]);
  const form = useZodForm(schema, EMPTY_BARANGAY_FORM);
  const [create, { loading }] = useMutation(CreateBarangayMutation);

  const save = async (values: BarangayForm) => {
    const { data } = await create({ variables: { input: toBarangayInput(values) } });
    if (data) onCreated(data.createBarangay);
  };

  return (
    <FormModal
      form={form}
      title={t('barangay.add')}
      saving={loading}
      submitLabel={t('barangay.add')}
      onClose={onClose}
      onSave={save}
      refusal={{ message: t('barangay.saveFailed'), fields: SERVER_FIELDS }}
    >
      <Field.Text name="name" label={t('barangay.name')} required />
      <Field.Text name="psgcCode" label={t('barangay.psgcCode')} inputMode="numeric" hint={t('barangay.psgcHint')} />
      <Field.Text name="referencePrefix" label={t('barangay.referencePrefix')} hint={t('barangay.referencePrefixHint')} required />
      <Field.Text name="hostNames" label={t('hostNames.label')} hint={t('hostNames.hint')} autoComplete="off" required />
      <p>{t('barangay.punongBarangayHint')}</p>
      <AccountHolderInputs whose={t('barangay.punongBarangay')} />
    </FormModal>
  );
}
