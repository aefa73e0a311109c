import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Banner, Button, DateField, FileField, Modal, TextField } from '../../../ui';
import { CreateOfficialMutation, UpdateOfficialMutation } from '../api/officials.graphql';
import { isNotFound, serverFieldErrors } from '../../../lib/graphql-errors';
import {
  EMPTY_OFFICIAL, OFFICIAL_TEXTS, PICTURE_ACCEPT, PICTURE_HINT, officialInput, pictureError, validateOfficial,
  type OfficialField, type OfficialFormErrors, type OfficialFormValues,
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

/** How a save ended: added, updated, or the record was gone (deleted meanwhile; not reported, docs/rules/common.md#not-found-ignored). */
export type OfficialSaveOutcome = 'added' | 'updated' | 'gone';

export interface OfficialFormModalProps {
  /** The official to edit; null to add one. */
  official: EditableOfficial | null;
  onClose: () => void;
  onSaved: (outcome: OfficialSaveOutcome) => void;
}

const FIELDS: readonly OfficialField[] = ['position', 'name', 'contactNumber', 'address', 'termStart', 'termEnd', 'officialPicture'];

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

/** Add / edit modal: position, name, contact number and address required; optional term dates and picture. */
export function OfficialFormModal({ official, onClose, onSaved }: OfficialFormModalProps) {
  const formId = useId();
  const [values, setValues] = useState<OfficialFormValues>(() => valuesOf(official));
  const [errors, setErrors] = useState<OfficialFormErrors>({});
  const [failed, setFailed] = useState(false);
  const [createOfficial, created] = useMutation(CreateOfficialMutation);
  const [updateOfficial, updated] = useMutation(UpdateOfficialMutation);
  const saving = created.loading || updated.loading;

  const change = <K extends OfficialField>(field: K, value: OfficialFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found = validateOfficial(values);
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length > 0) return;
    // Only a newly chosen file is sent; without one the current picture stays.
    const picture = values.officialPicture ? { officialPicture: values.officialPicture } : {};
    try {
      if (official) {
        await updateOfficial({ variables: { id: official.id, input: officialInput(values, 'update'), ...picture } });
        onSaved('updated');
      } else {
        await createOfficial({ variables: { input: officialInput(values, 'create'), ...picture } });
        onSaved('added');
      }
    } catch (error) {
      if (official && isNotFound(error)) {
        onSaved('gone');
        return;
      }
      const fromServer = serverFieldErrors(error);
      setErrors(Object.fromEntries(FIELDS.filter((field) => fromServer[field]).map((field) => [field, fromServer[field]])));
      setFailed(true);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={official ? 'Edit Official' : 'Add Official'}
      dismissible={!saving}
      footer={(
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>Cancel</Button>
          <Button type="submit" form={formId} disabled={saving}>{saving ? 'Saving...' : 'Save'}</Button>
        </>
      )}
    >
      {failed && <Banner variant="error">{OFFICIAL_TEXTS.saveFailed}</Banner>}
      <form id={formId} noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={official ? 'Edit Official' : 'Add Official'}>
        <TextField label="Position" name="position" required value={values.position} onChange={(value) => change('position', value)} error={errors.position} />
        <TextField label="Name" name="name" required value={values.name} onChange={(value) => change('name', value)} error={errors.name} />
        <TextField
          label="Contact Number"
          name="contactNumber"
          type="tel"
          required
          value={values.contactNumber}
          onChange={(value) => change('contactNumber', value)}
          error={errors.contactNumber}
        />
        <TextField label="Address" name="address" required value={values.address} onChange={(value) => change('address', value)} error={errors.address} />
        <StyledTerm>
          <DateField label="Term Start" name="termStart" value={values.termStart} onChange={(value) => change('termStart', value)} error={errors.termStart} />
          <DateField
            label="Term End"
            name="termEnd"
            min={values.termStart || undefined}
            value={values.termEnd}
            onChange={(value) => change('termEnd', value)}
            error={errors.termEnd}
          />
        </StyledTerm>
        <FileField
          label="Picture"
          name="officialPicture"
          accept={PICTURE_ACCEPT}
          preview
          currentUrl={official?.officialPictureUrl}
          previewAlt={values.name ? `Picture of ${values.name}` : 'Picture preview'}
          hint={PICTURE_HINT}
          onChange={(file) => {
            change('officialPicture', file);
            // Said at once, not only on Save: the picker accepts images only.
            setErrors((current) => ({ ...current, officialPicture: pictureError(file) }));
          }}
          error={errors.officialPicture}
        />
      </form>
    </Modal>
  );
}
