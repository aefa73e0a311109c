import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import {
  FormModal, formFields, useZodForm, type RecordFormModalProps, type SaveOutcome,
} from '../../../ui';
import { CreateOfficialMutation, UpdateOfficialMutation } from '../api/officials.graphql';
import { officialsMessages } from '../messages';
import {
  EMPTY_OFFICIAL, OFFICIAL_SERVER_FIELDS, PICTURE_ACCEPT, officialFormSchema, officialInput, pictureHint, type OfficialFormValues,
} from '../official-form';

export interface EditableOfficial {
  id: number;
  position: string;
  name: string;
  contactNumber: string;
  address: string;
  termStart?: string | null;
  termEnd?: string | null;
  officialPictureUrl?: string | null;
}

export type OfficialSaveOutcome = SaveOutcome;

export interface OfficialFormModalProps extends RecordFormModalProps {
  /** The official to edit; null to add one. */
  official: EditableOfficial | null;
}

const StyledTerm = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  column-gap: ${({ theme }) => theme.spacing.md};
`;

const valuesOf = (official: EditableOfficial | null): OfficialFormValues => (official
  ? {
    position: official.position,
    name: official.name,
    contactNumber: official.contactNumber,
    address: official.address,
    termStart: official.termStart ?? '',
    termEnd: official.termEnd ?? '',
    officialPicture: null,
  }
  : EMPTY_OFFICIAL);

const Field = formFields<OfficialFormValues>();

/** Add / edit modal: position, name, contact number and address required; optional term dates and picture. */
export function OfficialFormModal({ official, onClose, onSaved }: OfficialFormModalProps) {
  const t = useMessages(officialsMessages);
  const schema = useMemo(() => officialFormSchema(t), [t]);
  const form = useZodForm(schema, valuesOf(official));
  const [createOfficial, created] = useMutation(CreateOfficialMutation);
  const [updateOfficial, updated] = useMutation(UpdateOfficialMutation);
  const [name, termStart] = form.watch(['name', 'termStart']);

  const save = async (values: OfficialFormValues) => {
    // Only a newly chosen file is sent; without one the current picture stays.
    const picture = values.officialPicture ? { officialPicture: values.officialPicture } : {};
    await (official
      ? updateOfficial({ variables: { id: official.id, input: officialInput(values, 'update'), ...picture } })
      : createOfficial({ variables: { input: officialInput(values, 'create'), ...picture } }));
    onSaved(official ? 'updated' : 'added');
  };

  return (
    <FormModal
      form={form}
      title={official ? t('form.editTitle') : t('form.addTitle')}
      saving={created.loading || updated.loading}
      onClose={onClose}
      onSave={save}
      refusal={{ message: t('form.saveFailed'), fields: OFFICIAL_SERVER_FIELDS, onNotFound: official ? () => onSaved('gone') : undefined }}
    >
      <Field.Text name="position" label={t('fields.position.label')} required />
      <Field.Text name="name" label={t('fields.name.label')} required />
      <Field.Text name="contactNumber" label={t('fields.contactNumber.label')} type="tel" required />
      <Field.Text name="address" label={t('fields.address.label')} required />
      <StyledTerm>
        <Field.Date name="termStart" label={t('fields.termStart.label')} />
        <Field.Date name="termEnd" label={t('fields.termEnd.label')} min={termStart || undefined} />
      </StyledTerm>
      <Field.File
        name="officialPicture"
        label={t('fields.picture.label')}
        accept={PICTURE_ACCEPT}
        preview
        currentUrl={official?.officialPictureUrl}
        previewAlt={name ? t('pictureOf', { name }) : t('fields.picture.previewAlt')}
        hint={pictureHint(t)}
        // Said at once, not only on Save: the picker accepts images only.
        onValueChange={() => void form.trigger('officialPicture')}
      />
    </FormModal>
  );
}
