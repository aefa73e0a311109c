import { useMutation } from '@apollo/client/react';
import { REGISTRY_FIELDS } from '@barangay-portal/domain';
import { useMemo } from 'react';
import type { HouseholdFieldsFragment } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { FormModal, formFields, useZodForm } from '../../../ui';
import { CreateHouseholdMutation, UpdateHouseholdMutation } from '../api/registry.graphql';
import {
  EMPTY_HOUSEHOLD_FORM, HOUSEHOLD_SERVER_FIELDS, householdFormSchema, toHouseholdInput, toUpdateHouseholdInput, type HouseholdForm,
} from '../registry-forms';
import { registryMessages } from '../messages';
import { usePurokOptions } from './purok-options';

export interface HouseholdFormModalProps {
  open: boolean;
  /** The household to edit; null to add one. */
  record: HouseholdFieldsFragment | null;
  onClose: () => void;
  onSaved: (saved: HouseholdFieldsFragment) => void;
  onNotFound?: () => void;
}

const Field = formFields<HouseholdForm>();

/** Add household or Edit household: its number, address and purok or sitio. */
export function HouseholdFormModal({ open, ...rest }: HouseholdFormModalProps) {
  return open ? <HouseholdDialog {...rest} /> : null;
}

function HouseholdDialog({ record, onClose, onSaved, onNotFound }: Omit<HouseholdFormModalProps, 'open'>) {
  const t = useMessages(registryMessages);
  const initial = useMemo<HouseholdForm>(
    () => (record ? { householdNumber: record.householdNumber, address: record.address, purokId: String(record.purokId) } : EMPTY_HOUSEHOLD_FORM),
    [record],
  );
  const form = useZodForm(householdFormSchema, initial);
  const puroks = usePurokOptions();
  const [create, created] = useMutation(CreateHouseholdMutation);
  const [update, updated] = useMutation(UpdateHouseholdMutation);

  const save = async (values: HouseholdForm) => {
    if (record) {
      const { data } = await update({ variables: { input: toUpdateHouseholdInput(record.id, initial, values) } });
      if (data) onSaved(data.updateHousehold);
    } else {
      const { data } = await create({ variables: { input: toHouseholdInput(values) } });
      if (data) onSaved(data.createHousehold);
    }
  };

  return (
    <FormModal
      form={form}
      title={record ? t('householdForm.edit') : t('householdForm.add')}
      saving={created.loading || updated.loading}
      // Editing keeps the form's own Save.
      submitLabel={record ? undefined : t('householdForm.add')}
      onClose={onClose}
      onSave={save}
      refusal={{ message: t('householdForm.saveFailed'), fields: HOUSEHOLD_SERVER_FIELDS, onNotFound }}
    >
      <Field.Text name="householdNumber" label={REGISTRY_FIELDS.householdNumber.label} autoComplete="off" required />
      <Field.Text name="address" label={REGISTRY_FIELDS.address.label} required />
      <Field.Select name="purokId" label={REGISTRY_FIELDS.purokName.label} options={puroks.options} placeholder={t('form.choose')} required />
    </FormModal>
  );
}
