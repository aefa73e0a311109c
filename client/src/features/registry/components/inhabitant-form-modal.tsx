import { useMutation } from '@apollo/client/react';
import { INHABITANT_SECTOR_LABELS, REGISTRY_FIELDS } from '@barangay-portal/domain';
import { useMemo } from 'react';
import type { InhabitantFieldsFragment } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { FormGroup, FormGroupLegend, FormModal, formFields, useZodForm } from '../../../ui';
import { CreateInhabitantMutation, UpdateInhabitantMutation } from '../api/registry.graphql';
import {
  EMPTY_INHABITANT_FORM, INHABITANT_SERVER_FIELDS, inhabitantFormOf, ONE_HEAD, inhabitantFormSchema, toInhabitantInput, toUpdateInhabitantInput,
  type InhabitantForm,
} from '../registry-forms';
import { registryMessages } from '../messages';
import { CIVIL_STATUS_OPTIONS, RELATIONSHIP_OPTIONS, SECTOR_FLAGS, SEX_OPTIONS } from '../registry-texts';
import { HouseholdPicker } from './household-picker';

export interface InhabitantFormModalProps {
  open: boolean;
  /** The record to edit; null to add one. */
  record: InhabitantFieldsFragment | null;
  onClose: () => void;
  onSaved: (saved: InhabitantFieldsFragment) => void;
  /** The record was gone when saved (another staff member's change cannot delete one, but another barangay's id can be typed). */
  onNotFound?: () => void;
}

const Field = formFields<InhabitantForm>();

/** Add inhabitant (with an optional household) or Edit inhabitant (their own record; a move is its own action). */
export function InhabitantFormModal({ open, ...rest }: InhabitantFormModalProps) {
  // Mounted per opening, so each opening starts from the record (or empty).
  return open ? <InhabitantDialog {...rest} /> : null;
}

function InhabitantDialog({ record, onClose, onSaved, onNotFound }: Omit<InhabitantFormModalProps, 'open'>) {
  const t = useMessages(registryMessages);
  const initial = useMemo(() => (record ? inhabitantFormOf(record) : EMPTY_INHABITANT_FORM), [record]);
  const schema = useMemo(() => inhabitantFormSchema(), []);
  const form = useZodForm(schema, initial);
  const [create, created] = useMutation(CreateInhabitantMutation);
  const [update, updated] = useMutation(UpdateInhabitantMutation);
  const title = record ? t('inhabitantForm.edit') : t('inhabitantForm.add');

  const save = async (values: InhabitantForm) => {
    if (record) {
      const { data } = await update({ variables: { input: toUpdateInhabitantInput(record.id, initial, values) } });
      if (data) onSaved(data.updateInhabitant);
    } else {
      const { data } = await create({ variables: { input: toInhabitantInput(values) } });
      if (data) onSaved(data.createInhabitant);
    }
  };

  return (
    <FormModal
      form={form}
      title={title}
      size="large"
      saving={created.loading || updated.loading}
      // Editing keeps the form's own Save.
      submitLabel={record ? undefined : t('inhabitantForm.add')}
      onClose={onClose}
      onSave={save}
      refusal={{ message: t('inhabitantForm.saveFailed'), fields: INHABITANT_SERVER_FIELDS, onNotFound, ownMessageReasons: ONE_HEAD }}
    >
      <Field.Text name="lastName" label={REGISTRY_FIELDS.lastName.label} autoComplete="off" required />
      <Field.Text name="firstName" label={REGISTRY_FIELDS.firstName.label} autoComplete="off" required />
      <Field.Text name="middleName" label={REGISTRY_FIELDS.middleName.label} autoComplete="off" />
      <Field.Text name="suffix" label={REGISTRY_FIELDS.suffix.label} autoComplete="off" />
      <Field.Date name="birthdate" label={t('inhabitantForm.birthdate')} required />
      <Field.Text name="birthPlace" label={REGISTRY_FIELDS.birthPlace.label} required />
      <Field.Select name="sex" label={t('inhabitantForm.sex')} options={SEX_OPTIONS} placeholder={t('form.choose')} required />
      <Field.Select name="civilStatus" label={t('inhabitantForm.civilStatus')} options={CIVIL_STATUS_OPTIONS} placeholder={t('form.choose')} required />
      <Field.Text name="citizenship" label={REGISTRY_FIELDS.citizenship.label} hint={t('inhabitantForm.citizenshipHint')} required />
      <Field.Text name="occupation" label={REGISTRY_FIELDS.occupation.label} />
      <Field.Text name="address" label={t('inhabitantForm.ownAddress')} hint={t('inhabitantForm.ownAddressHint')} />
      <FormGroup>
        <FormGroupLegend>{t('inhabitantForm.sectors')}</FormGroupLegend>
        {(Object.keys(SECTOR_FLAGS) as (keyof typeof SECTOR_FLAGS)[]).map((sector) => (
          <Field.Checkbox key={sector} name={SECTOR_FLAGS[sector]} label={INHABITANT_SECTOR_LABELS[sector]} />
        ))}
      </FormGroup>
      {!record && (
        <FormGroup>
          <FormGroupLegend>{t('inhabitantForm.household')}</FormGroupLegend>
          <p>{t('form.pairingHint')}</p>
          <HouseholdPicker />
          <Field.Select name="relationshipToHead" label={t('form.relationship')} options={RELATIONSHIP_OPTIONS} placeholder={t('form.noRelationship')} />
        </FormGroup>
      )}
    </FormModal>
  );
}
