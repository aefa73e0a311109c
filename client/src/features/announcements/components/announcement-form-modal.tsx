import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Banner, Button, CheckboxField, Modal, TextAreaField, TextField } from '../../../ui';
import {
  ANNOUNCEMENT_TEXTS, EMPTY_ANNOUNCEMENT, announcementInput, validateAnnouncement,
  type AnnouncementField, type AnnouncementFormErrors, type AnnouncementFormValues,
} from '../announcement-form';
import { CreateAnnouncementMutation, UpdateAnnouncementMutation } from '../api/announcements.graphql';
import { isNotFound, serverFieldErrors } from '../../../lib/graphql-errors';

export interface EditableAnnouncement {
  id: number;
  title: string;
  content: string;
  featured: boolean;
}

/** How a save ended: added, updated, or the record was gone (deleted meanwhile; not reported, docs/rules/common.md#not-found-ignored). */
export type AnnouncementSaveOutcome = 'added' | 'updated' | 'gone';

export interface AnnouncementFormModalProps {
  /** The announcement to edit; null to add one. */
  announcement: EditableAnnouncement | null;
  onClose: () => void;
  onSaved: (outcome: AnnouncementSaveOutcome) => void;
}

const FIELDS: readonly AnnouncementField[] = ['title', 'content', 'featured'];

/** Add / edit modal: title and content required, content multi-line, optional featured flag. Mount it to open it. */
export function AnnouncementFormModal({ announcement, onClose, onSaved }: AnnouncementFormModalProps) {
  const formId = useId();
  const [values, setValues] = useState<AnnouncementFormValues>(() => (
    announcement
      ? { title: announcement.title, content: announcement.content, featured: announcement.featured }
      : EMPTY_ANNOUNCEMENT
  ));
  const [errors, setErrors] = useState<AnnouncementFormErrors>({});
  const [failed, setFailed] = useState(false);
  const [createAnnouncement, created] = useMutation(CreateAnnouncementMutation);
  const [updateAnnouncement, updated] = useMutation(UpdateAnnouncementMutation);
  const saving = created.loading || updated.loading;

  const change = <K extends AnnouncementField>(field: K, value: AnnouncementFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found = validateAnnouncement(values);
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length > 0) return;
    const input = announcementInput(values);
    try {
      if (announcement) {
        await updateAnnouncement({ variables: { id: announcement.id, input } });
        onSaved('updated');
      } else {
        await createAnnouncement({ variables: { input } });
        onSaved('added');
      }
    } catch (error) {
      if (announcement && isNotFound(error)) {
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
      title={announcement ? 'Edit Announcement' : 'Add Announcement'}
      dismissible={!saving}
      footer={(
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>Cancel</Button>
          <Button type="submit" form={formId} disabled={saving}>{saving ? 'Saving...' : 'Save'}</Button>
        </>
      )}
    >
      {failed && <Banner variant="error">{ANNOUNCEMENT_TEXTS.saveFailed}</Banner>}
      <form id={formId} noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={announcement ? 'Edit Announcement' : 'Add Announcement'}>
        <TextField label="Title" name="title" required value={values.title} onChange={(value) => change('title', value)} error={errors.title} />
        <TextAreaField
          label="Content"
          name="content"
          required
          rows={6}
          value={values.content}
          onChange={(value) => change('content', value)}
          error={errors.content}
        />
        <CheckboxField
          label="Featured"
          name="featured"
          checked={values.featured}
          onChange={(checked) => change('featured', checked)}
          hint="Featured announcements appear on the Contact Us page."
          error={errors.featured}
        />
      </form>
    </Modal>
  );
}
