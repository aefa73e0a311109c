import { useMutation } from '@apollo/client/react';
import {
  FormModal, formFields, useZodForm, type RecordFormModalProps, type SaveOutcome,
} from '../../../ui';
import {
  ANNOUNCEMENT_SERVER_FIELDS, ANNOUNCEMENT_TEXTS, EMPTY_ANNOUNCEMENT, announcementFormSchema, announcementInput,
  type AnnouncementFormValues,
} from '../announcement-form';
import { CreateAnnouncementMutation, UpdateAnnouncementMutation } from '../api/announcements.graphql';

export interface EditableAnnouncement {
  id: number;
  title: string;
  content: string;
  featured: boolean;
}

export type AnnouncementSaveOutcome = SaveOutcome;

export interface AnnouncementFormModalProps extends RecordFormModalProps {
  /** The announcement to edit; null to add one. */
  announcement: EditableAnnouncement | null;
}

const Field = formFields<AnnouncementFormValues>();

/** Add / edit modal: title and content required, content multi-line, optional featured flag. Mount it to open it. */
export function AnnouncementFormModal({ announcement, onClose, onSaved }: AnnouncementFormModalProps) {
  const form = useZodForm(announcementFormSchema, announcement
    ? { title: announcement.title, content: announcement.content, featured: announcement.featured }
    : EMPTY_ANNOUNCEMENT);
  const [createAnnouncement, created] = useMutation(CreateAnnouncementMutation);
  const [updateAnnouncement, updated] = useMutation(UpdateAnnouncementMutation);

  const save = async (values: AnnouncementFormValues) => {
    const input = announcementInput(values);
    await (announcement ? updateAnnouncement({ variables: { id: announcement.id, input } }) : createAnnouncement({ variables: { input } }));
    onSaved(announcement ? 'updated' : 'added');
  };

  return (
    <FormModal
      form={form}
      title={announcement ? 'Edit Announcement' : 'Add Announcement'}
      saving={created.loading || updated.loading}
      onClose={onClose}
      onSave={save}
      refusal={{
        message: ANNOUNCEMENT_TEXTS.saveFailed,
        fields: ANNOUNCEMENT_SERVER_FIELDS,
        onNotFound: announcement ? () => onSaved('gone') : undefined,
      }}
    >
      <Field.Text name="title" label="Title" required />
      <Field.TextArea name="content" label="Content" required rows={6} />
      <Field.Checkbox name="featured" label="Featured" hint="Featured announcements appear on the Contact Us page." />
    </FormModal>
  );
}
